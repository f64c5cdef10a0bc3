import type { PriceRange, UseCase } from '@bli/contracts';
import type { BenchStack } from './bench-stack';
import { sample, type LoadFigures } from './load-run';
import { RpcCallCounter } from './rpc-calls';

/** A page that describes a whole list: at 100,000 laptops it must not read the list page by page. */
export interface WholeListPage {
  name: string;
  url: string;
}

/** Sequential requests per page: these answers are slower than a list page's. */
const SAMPLES = 5;
/**
 * "A few calls": what one whole-list page may ask the services for, at any catalogue size (the
 * home page: its four reads and three for its metadata). The count must also not grow with the
 * catalogue: the same at 100,000 laptops as on the demo catalogue.
 */
export const CALLS_LIMIT = 8;

const UNCACHED = { 'cache-control': 'no-cache' };

/**
 * The pages whose answer sums up a whole list: the seo service's metadata of the list pages,
 * and the web's home, CPU comparison and sitemap pages (the index and its first children),
 * rendered from scratch: the bench stack for bench:large runs without its HTML and response caches.
 */
export async function wholeListPages(stack: BenchStack): Promise<WholeListPage[]> {
  const ranges = await stack.api<PriceRange[]>('/api/price-ranges');
  const useCases = await stack.api<UseCase[]>('/api/use-cases');
  const range = [...ranges].sort((a, b) => b.laptopCount - a.laptopCount)[0];
  const api = (name: string, path: string) => ({ name, url: `${stack.gatewayUrl}${path}` });
  const web = (name: string, path: string) => ({ name, url: `${stack.webUrl}${path}` });
  const pages: WholeListPage[] = [
    api('seo home', '/api/seo/homepage'),
    api('seo gaming', '/api/seo/gaming-laptops'),
    api('seo range page', `/api/seo/meta/price-range/${range.slug}`),
    ...(range.seoSlug ? [api('seo landing', `/api/seo/price-range/${range.seoSlug}`)] : []),
    api('seo filter page', '/api/seo/category/amd-processor'),
    ...(useCases[0] ? [api('seo use case', `/api/seo/category/${useCases[0].slug}`)] : []),
    web('web /', '/'),
    web('web /cpu-comparison', '/cpu-comparison'),
    web('web /sitemap.xml', '/sitemap.xml'),
  ];
  // The index's children, by path: their <loc> carries the public origin, not this stack's.
  const index = await (await fetch(`${stack.webUrl}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  return [...pages, ...children.slice(0, 3).map((path) => web(`web ${path}`, path))];
}

export interface WholeListFigures extends LoadFigures {
  /** NATS requests the services answered for one request of the page. */
  calls: number;
}

/** Each page's calls (one request, counted) and its median over a few sequential requests. */
export async function measureWholeListPages(
  pages: readonly WholeListPage[],
  counter: RpcCallCounter,
  label: string,
): Promise<WholeListFigures[]> {
  const figures: WholeListFigures[] = [];
  for (const page of pages) {
    const calls = await counter.around(async () => {
      const response = await fetch(page.url, {
        headers: UNCACHED,
        signal: AbortSignal.timeout(60_000),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${page.url}: ${response.status}`);
    });
    const figure = await sample(`${label} ${page.name}`, page.url, SAMPLES, UNCACHED);
    figures.push({ ...figure, calls });
  }
  return figures;
}
