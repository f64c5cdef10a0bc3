import { pageCount } from '@bli/domain';
import { sample, type LoadFigures } from './load-run';

const PAGE_SIZE = 100;
const SAMPLES = 10;
const UNCACHED = { 'cache-control': 'no-cache' };

/** The `rel="next"` target of a `Link` header, if any. */
function nextLink(link: string | null): string | null {
  const match = /<([^>]+)>;\s*rel="next"/.exec(link ?? '');
  return match ? match[1] : null;
}

/**
 * The active laptops' first page, their last page asked by number (an OFFSET past every other
 * laptop) and the same last page by the cursor in the previous page's `Link: rel="next"`.
 */
export async function deepPages(gatewayUrl: string, label: string): Promise<LoadFigures[]> {
  const list = `${gatewayUrl}/api/laptops?pageSize=${PAGE_SIZE}`;
  const first = await fetch(list, { headers: UNCACHED });
  await first.arrayBuffer();
  const pages = pageCount(Number(first.headers.get('x-total-count')), PAGE_SIZE);
  const figures = [await sample(`${label} first page`, list, SAMPLES, UNCACHED)];
  if (pages < 2) return figures;
  figures.push(
    await sample(`${label} page ${pages} by number`, `${list}&page=${pages}`, SAMPLES, UNCACHED),
  );
  const previous = await fetch(`${list}&page=${pages - 1}`, { headers: UNCACHED });
  await previous.arrayBuffer();
  const next = nextLink(previous.headers.get('link'));
  if (next?.includes('after=')) {
    const url = new URL(next, gatewayUrl);
    figures.push(
      await sample(
        `${label} page ${pages} by cursor`,
        `${gatewayUrl}${url.pathname}${url.search}`,
        SAMPLES,
        UNCACHED,
      ),
    );
  }
  return figures;
}
