// Fixed corpora run once each, beside the generated requests: oversized bodies, the affiliate
// hop and link call with redirect and header-injection payloads, and the pages shoppers see.
import type { FuzzClient } from './http-client';
import { redirectAndHeaderStrings, traversalStrings } from './attack-corpora';
import type { Operation } from './openapi-operations';
import { resolvesElsewhere } from './request-arbitraries';
import { responseProblem } from './response-check';
import { liveXssInPage } from './served-html-check';

export interface CorpusResult {
  corpus: string;
  sent: number;
  problems: string[];
}

/** Just over the gateway's 1 MiB body limit. */
const OVERSIZED_BYTES = 1024 * 1024 + 1024;

export async function oversizedBodies(
  client: FuzzClient,
  operations: Operation[],
): Promise<CorpusResult> {
  const result: CorpusResult = { corpus: 'oversized bodies (413)', sent: 0, problems: [] };
  const body = JSON.stringify({ padding: 'a'.repeat(OVERSIZED_BYTES) });
  for (const operation of operations.filter((candidate) => candidate.method !== 'GET')) {
    const url = operation.path.replace(/\{[^}]+\}/g, 'x');
    const response = await client.send({
      kind: 'oversized',
      method: operation.method,
      url,
      body,
      contentType: 'application/json',
      session: 'admin',
    });
    result.sent++;
    const problem =
      response.status === 413
        ? responseProblem(operation, response)
        : `${response.status} instead of 413`;
    if (problem) result.problems.push(`${operation.id}: ${problem}`);
  }
  return result;
}

/** Every redirect and header-injection payload in every parameter of the affiliate calls. */
export async function affiliateRedirects(
  client: FuzzClient,
  operations: Operation[],
  asins: string[],
): Promise<CorpusResult> {
  const result: CorpusResult = {
    corpus: 'open redirect / header injection (affiliate)',
    sent: 0,
    problems: [],
  };
  const asin = asins[0] ?? 'B0000000000';
  const payloads = [...redirectAndHeaderStrings, ...traversalStrings];
  for (const operation of operations.filter((candidate) =>
    candidate.path.includes('/affiliate/'),
  )) {
    if (operation.admin) continue;
    const requests: { url: string; body?: string }[] = [];
    for (const payload of payloads) {
      if (operation.body) {
        for (const field of ['asin', 'source', 'page']) {
          const body = { asin, source: 'fuzz', page: '/', [field]: payload };
          requests.push({ url: operation.path, body: JSON.stringify(body) });
        }
      }
      for (const param of operation.params) {
        const values: Record<string, string> = { asin, source: 'fuzz', page: '/' };
        values[param.name] = payload;
        const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === param.name ? payload : encodeURIComponent(values[name] ?? 'x'),
        );
        const query = operation.params
          .filter((candidate) => candidate.in === 'query')
          .map((candidate) => `${candidate.name}=${encodeURIComponent(values[candidate.name])}`)
          .join('&');
        requests.push({ url: query ? `${path}?${query}` : path });
      }
    }
    for (const request of requests) {
      const response = await client.send({
        kind: 'redirect-corpus',
        method: operation.method,
        url: request.url,
        body: request.body,
        contentType: request.body ? 'application/json' : undefined,
        session: 'none',
      });
      result.sent++;
      const problem = responseProblem(resolvesElsewhere(request.url) ? null : operation, response);
      if (problem) result.problems.push(`${operation.id} ${request.url}: ${problem}`);
      const link = /"affiliateUrl":"([^"]+)"/.exec(response.text)?.[1];
      if (link && !link.startsWith('https://www.amazon.in/')) {
        result.problems.push(`${operation.id}: link off amazon.in: ${link}`);
      }
    }
  }
  return result;
}

/** The paths a sitemap of the index lists; a failure is noted as a problem. */
async function sitemapPaths(client: FuzzClient, url: string, result: CorpusResult) {
  const sitemap = await client.raw('GET', url, { accept: 'application/json' });
  try {
    return (JSON.parse(sitemap.text) as { path: string }[]).map((entry) => entry.path);
  } catch {
    result.problems.push(`GET ${url}: ${sitemap.status}`);
    return [];
  }
}

/**
 * The home page, every page of the sitemap's pages sitemap and first laptop part (what the fuzz
 * run stored included) and the 404 page.
 */
export async function servedPages(client: FuzzClient, limit: number): Promise<CorpusResult> {
  const result: CorpusResult = { corpus: 'XSS in served pages', sent: 0, problems: [] };
  const paths = [
    '/',
    '/no-such-page-fuzz',
    ...(await sitemapPaths(client, '/api/seo/sitemap/pages', result)),
    ...(await sitemapPaths(client, '/api/seo/sitemap/laptops/1', result)),
  ];
  for (const path of [...new Set(paths)].slice(0, limit)) {
    const page = await client.raw('GET', path, { accept: 'text/html' });
    result.sent++;
    if (page.status >= 500) result.problems.push(`${path}: ${page.status}`);
    const live = liveXssInPage(page.text);
    if (live) result.problems.push(`${path}: ${live}`);
  }
  return result;
}
