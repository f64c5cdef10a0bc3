import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/** A built single-page app served from a folder under a path prefix (admin-web at /admin). */
export interface StaticSite {
  /** The folder holding index.html and assets/. */
  root: string;
  /** The path prefix it is served under, e.g. "/admin". */
  mount: string;
}

export function isStaticSite(target: unknown): target is StaticSite {
  return typeof (target as StaticSite | null)?.root === 'string';
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The operators' pages may not be framed, sniffed or indexed. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
};

export type StaticAnswer =
  /** A file under the root (it may still be missing on disk). */
  | { kind: 'file'; file: string; immutable: boolean }
  /** The app's index.html: its router shows the page (SPA fallback). */
  | { kind: 'index' }
  | { kind: 'not-found' };

/**
 * What a request path maps to, from its shape alone: a file when it names one (an extension),
 * the app's index.html otherwise; nothing outside the root. Hashed files under assets/ never
 * change, so they are cached for a year.
 */
export function resolveStaticPath(site: StaticSite, url: string): StaticAnswer {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://edge').pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (path !== site.mount && !path.startsWith(`${site.mount}/`)) return { kind: 'not-found' };
  const relative = path.slice(site.mount.length).replace(/^\/+/, '');
  if (relative.includes('\0')) return { kind: 'not-found' };
  if (relative === '' || extname(relative) === '') return { kind: 'index' };
  const file = normalize(join(site.root, relative));
  if (!file.startsWith(normalize(site.root) + sep)) return { kind: 'not-found' };
  return { kind: 'file', file, immutable: relative.startsWith('assets/') };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): void {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function sendText(res: ServerResponse, status: number, text: string, extra = {}): void {
  res
    .writeHead(status, {
      ...SECURITY_HEADERS,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    })
    .end(`${text}\n`);
}

/** Answers one request for the site: a file, the SPA's index.html, or 404/405/503. */
export async function serveStaticSite(
  site: StaticSite,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    return;
  }
  const answer = resolveStaticPath(site, req.url ?? '/');
  if (answer.kind === 'file' && (await isFile(answer.file))) {
    sendFile(
      req,
      res,
      answer.file,
      answer.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    return;
  }
  if (answer.kind !== 'index') {
    sendText(res, 404, 'Not found');
    return;
  }
  const index = join(site.root, 'index.html');
  if (!(await isFile(index))) {
    sendText(res, 503, `The app at ${site.mount} is not built (npx nx run admin-web:build)`);
    return;
  }
  sendFile(req, res, index, 'no-cache');
}
