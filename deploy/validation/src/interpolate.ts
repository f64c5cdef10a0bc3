/** Variables as Compose reads them from `.env` and the shell. */
export type Variables = Readonly<Record<string, string | undefined>>;

const PATTERN =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Compose's interpolation of one value: `${VAR}`, `$VAR`, `${VAR:-default}` (unset or empty),
 * `${VAR-default}` (unset), `${VAR:?message}` / `${VAR?message}` (fail), `$$` for a literal `$`.
 * Every variable named is added to `seen`.
 */
export function interpolate(value: string, variables: Variables, seen?: Set<string>): string {
  return value.replace(
    PATTERN,
    (match, braced?: string, operator?: string, argument = '', bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare) as string;
      seen?.add(name);
      const current = variables[name];
      const missing = operator?.startsWith(':') ? !current : current === undefined;
      if (!missing || !operator) return current ?? '';
      if (operator.endsWith('?')) throw new Error(`${name}: ${argument || 'required'}`);
      return argument;
    },
  );
}

/** Interpolates every string in a parsed Compose document (keys stay as written). */
export function interpolateDeep<T>(node: T, variables: Variables, seen?: Set<string>): T {
  if (typeof node === 'string') return interpolate(node, variables, seen) as T;
  if (Array.isArray(node)) return node.map((item) => interpolateDeep(item, variables, seen)) as T;
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolateDeep(value, variables, seen)]),
    ) as T;
  }
  return node;
}
