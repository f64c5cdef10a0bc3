/** One nginx directive: its name, arguments and, for a block (`server { … }`), what it holds. */
export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** What a location does with a request: proxy it, answer it, or serve the first file found. */
export type Action =
  { proxyPass: string } | { status: number; target?: string } | { tryFiles: string[] };

const TOKEN = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)|#[^\n]*|\s+/gy;

/** nginx's configuration syntax: directives ending in `;`, blocks in braces, `#` comments. */
export function parseNginx(text: string): Directive[] {
  const tokens: { value: string; punctuation: boolean }[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`nginx config: cannot read from "${text.slice(at, at + 20)}"`);
    const [, double, single, punctuation, word] = match;
    const value = double ?? single ?? punctuation ?? word;
    if (value !== undefined) tokens.push({ value, punctuation: punctuation !== undefined });
  }
  let position = 0;
  const block = (nested: boolean): Directive[] => {
    const directives: Directive[] = [];
    let current: string[] = [];
    while (position < tokens.length) {
      const { value, punctuation } = tokens[position++];
      if (!punctuation) current.push(value);
      else if (value === ';') {
        directives.push({ name: current[0], args: current.slice(1) });
        current = [];
      } else if (value === '{') {
        directives.push({ name: current[0], args: current.slice(1), block: block(true) });
        current = [];
      } else if (nested) return directives;
      else throw new Error('nginx config: a "}" closes nothing');
    }
    if (nested || current.length > 0) throw new Error('nginx config: unterminated block');
    return directives;
  };
  return block(false);
}

const named = (directives: Directive[], name: string) => directives.filter((d) => d.name === name);

/** The `server` blocks of the `http` block. */
export function servers(config: Directive[]): Directive[] {
  return named(config, 'http').flatMap((http) => named(http.block ?? [], 'server'));
}

/** A directive's arguments wherever it is set in a block and the blocks it holds. */
export function directiveArgs(directives: Directive[], name: string): string[][] {
  return directives.flatMap((directive) => [
    ...(directive.name === name ? [directive.args] : []),
    ...directiveArgs(directive.block ?? [], name),
  ]);
}

/** Each upstream's servers as `host:port`, by upstream name. */
export function upstreams(config: Directive[]): Record<string, string[]> {
  const http = named(config, 'http').flatMap((block) => block.block ?? []);
  return Object.fromEntries(
    named(http, 'upstream').map((upstream) => [
      upstream.args[0],
      named(upstream.block ?? [], 'server').map((server) => server.args[0]),
    ]),
  );
}

/**
 * The server that answers a Host on a port, as nginx picks it: the one naming that host exactly,
 * else the port's `default_server`, else its first.
 */
export function serverFor(config: Directive[], port: number, host: string): Directive {
  const listening = servers(config).filter((server) =>
    named(server.block ?? [], 'listen').some((listen) => listen.args[0] === String(port)),
  );
  const byName = listening.find((server) =>
    named(server.block ?? [], 'server_name').some((name) => name.args.includes(host)),
  );
  const fallback =
    listening.find((server) =>
      named(server.block ?? [], 'listen').some((listen) => listen.args.includes('default_server')),
    ) ?? listening[0];
  const chosen = byName ?? fallback;
  if (!chosen) throw new Error(`nginx config: no server listens on ${port}`);
  return chosen;
}

/**
 * What a server does with a (normalised) path, by nginx's location rules: an exact `=` match
 * wins; else the longest prefix. Regular-expression locations are not read: a server with one
 * throws, so a check never answers for a rule it cannot evaluate.
 */
export function route(server: Directive, path: string): Action {
  const locations = named(server.block ?? [], 'location').map((location) => {
    const [first, second] = location.args;
    if (first === '~' || first === '~*') throw new Error('nginx config: regex location');
    const modifier = second === undefined ? '' : first;
    return { modifier, prefix: second ?? first, block: location.block ?? [] };
  });
  const exact = locations.find((l) => l.modifier === '=' && l.prefix === path);
  const prefixes = locations
    .filter((l) => l.modifier !== '=' && path.startsWith(l.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const chosen = exact ?? prefixes[0];
  if (!chosen) throw new Error(`nginx config: no location for ${path}`);
  const [proxyPass] = named(chosen.block, 'proxy_pass');
  if (proxyPass) return { proxyPass: proxyPass.args[0].replace(/^https?:\/\//, '') };
  const [answer] = named(chosen.block, 'return');
  if (answer) {
    const [status, target] = answer.args;
    return target === undefined || !/^3/.test(status)
      ? { status: Number(status) }
      : { status: Number(status), target };
  }
  const [tryFiles] = named(chosen.block, 'try_files');
  if (tryFiles) return { tryFiles: tryFiles.args };
  throw new Error(`nginx config: location ${chosen.prefix} neither proxies, answers nor serves`);
}
