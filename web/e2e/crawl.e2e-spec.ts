// A breadth-first crawl of the whole site as a search engine sees it: plain HTTP GETs of the
// server HTML (no JavaScript), following every same-origin <a href>. No page a link leads to may
// answer 404 or 5xx, and every affiliate link must go to amazon.in, directly or through our hop.
import type { Laptop } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { CLICK_HOP } from './page-helpers';
import { useSite } from './site';
import { BLOG_FILTERS } from './spec-data';

const site = useSite();

const MAX_URLS = 2_000;
const TIME_BUDGET_MS = 6 * 60_000;
const CONCURRENCY = 6;
const REQUEST_TIMEOUT_MS = 20_000;

/** Never fetched: the API, and a click hop outside it if the site ever adds one (/go/…). */
const NOT_CRAWLED = [/^\/api(\/|$)/, /^\/go(\/|$)/];
const isClickHop = (path: string) => CLICK_HOP.test(path) || /^\/go\//.test(path);

interface FoundLink {
  href: string;
  rel: string | null;
  /** 'form' for the variants a GET form's <select> offers (e.g. ?sort=rating). */
  via: 'link' | 'form';
}

/**
 * The links of a page's server HTML, resolved against its URL. The browser's own parser reads
 * the HTML (not a regex), so markup inside scripts or the hydration data never counts.
 */
function linksIn(parser: Page, html: string, pageUrl: string): Promise<FoundLink[]> {
  return parser.evaluate(
    ({ source, base }) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const found: FoundLink[] = [];
      for (const anchor of Array.from(doc.querySelectorAll('a[href]'))) {
        try {
          found.push({
            href: new URL(anchor.getAttribute('href') ?? '', base).href,
            rel: anchor.getAttribute('rel'),
            via: 'link',
          });
        } catch {
          found.push({ href: `invalid:${anchor.getAttribute('href')}`, rel: null, via: 'link' });
        }
      }
      for (const form of Array.from(doc.querySelectorAll('form'))) {
        if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'get') continue;
        const action = new URL(form.getAttribute('action') ?? '', base);
        for (const select of Array.from(form.querySelectorAll('select[name]'))) {
          for (const option of Array.from(select.querySelectorAll('option'))) {
            const variant = new URL(action.pathname, action);
            variant.searchParams.set(select.getAttribute('name') ?? '', option.value);
            found.push({ href: variant.href, rel: null, via: 'form' });
          }
        }
      }
      return found;
    },
    { source: html, base: pageUrl },
  );
}

/** Path plus query string: the crawl's identity of a page (fragments are the same page). */
const keyOf = (url: URL) => `${url.pathname}${url.search}`;

interface CrawlResult {
  crawled: Map<string, number>;
  broken: string[];
  badAffiliateLinks: string[];
  affiliateLinks: number;
  unfinished: number;
  elapsedMs: number;
}

async function crawl(origin: string, parser: Page): Promise<CrawlResult> {
  const started = Date.now();
  const queue: { key: string; from: string }[] = [{ key: '/', from: '(start)' }];
  const seen = new Set(['/']);
  const crawled = new Map<string, number>();
  const broken: string[] = [];
  const badAffiliateLinks = new Set<string>();
  let affiliateLinks = 0;
  let active = 0;

  const enqueue = (url: URL, from: string) => {
    const key = keyOf(url);
    // Search results link to every facet combination of themselves: follow one step of them
    // (from a page that is not itself a search result), not the whole combinatorial space.
    if (url.pathname === '/search' && from.startsWith('/search?')) return;
    if (seen.has(key) || seen.size >= MAX_URLS) return;
    seen.add(key);
    queue.push({ key, from });
  };

  const visit = async ({ key, from }: { key: string; from: string }) => {
    const url = new URL(key, origin);
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      broken.push(`${key}: ${(error as Error).message} (linked from ${from})`);
      return;
    }
    crawled.set(key, response.status);
    if (response.status === 404 || response.status >= 500) {
      broken.push(`${response.status} ${key} (linked from ${from})`);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, url);
      if (target.origin === origin) enqueue(target, key);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('text/html')) {
      await response.arrayBuffer();
      return;
    }

    for (const link of await linksIn(parser, await response.text(), url.href)) {
      if (link.href.startsWith('invalid:')) {
        broken.push(`unparseable href "${link.href.slice(8)}" on ${key}`);
        continue;
      }
      const target = new URL(link.href);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
      const sameOrigin = target.origin === origin;
      const affiliate =
        /(^|\.)amazon\./i.test(target.hostname) ||
        /\bsponsored\b/.test(link.rel ?? '') ||
        (sameOrigin && isClickHop(keyOf(target)));
      if (affiliate) {
        affiliateLinks += 1;
        const ok =
          link.href.startsWith('https://www.amazon.in/') ||
          (sameOrigin && isClickHop(keyOf(target)));
        if (!ok) badAffiliateLinks.add(`${link.href} on ${key}`);
        continue;
      }
      if (!sameOrigin || NOT_CRAWLED.some((pattern) => pattern.test(target.pathname))) continue;
      enqueue(target, key);
    }
  };

  const worker = async () => {
    for (;;) {
      if (Date.now() - started > TIME_BUDGET_MS) return;
      const next = queue.shift();
      if (!next) {
        if (active === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      active += 1;
      try {
        await visit(next);
      } finally {
        active -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  return {
    crawled,
    broken,
    badAffiliateLinks: [...badAffiliateLinks],
    affiliateLinks,
    // Still queued when time ran out, or never queued because the URL cap was reached.
    unfinished: queue.length + (seen.size >= MAX_URLS ? 1 : 0),
    elapsedMs: Date.now() - started,
  };
}

describe('crawling the site from /', () => {
  let result: CrawlResult;

  beforeAll(async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    try {
      const parser = await context.newPage();
      result = await crawl(site.stack.baseUrl, parser);
    } finally {
      await context.close();
    }
    const withQuery = [...result.crawled.keys()].filter((key) => key.includes('?'));
    console.log(
      `crawl: ${result.crawled.size} pages (${withQuery.length} with a query string) in ` +
        `${Math.round(result.elapsedMs / 1000)} s; ${result.affiliateLinks} affiliate links checked\n` +
        `query-string variants: ${withQuery.join(' ')}`,
    );
  }, TIME_BUDGET_MS + 120_000);

  it('covers the whole site within its bounds', () => {
    expect({ unfinished: result.unfinished }).toEqual({ unfinished: 0 });
    expect(result.crawled.size).toBeGreaterThan(1);
  });

  it('finds no page that answers 404 or 5xx', () => {
    expect(result.broken).toEqual([]);
  });

  it('sends every affiliate link to https://www.amazon.in/ or through our click hop', () => {
    expect(result.affiliateLinks).toBeGreaterThan(0);
    expect(result.badAffiliateLinks).toEqual([]);
  });

  it('crawls query-string variants as they appear (?category= links, ?sort= forms)', () => {
    const keys = [...result.crawled.keys()];
    const categories = BLOG_FILTERS.flatMap((filter) =>
      filter.category ? [`/blog?category=${filter.category}`] : [],
    );
    expect(categories.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => /[?&]sort=/.test(key))).not.toEqual([]);
  });

  it('reaches every laptop page through links', async () => {
    const laptops = await site.api<Laptop[]>('/api/laptops?pageSize=200');
    const orphans = laptops
      .map((laptop) => `/laptop/${laptop.slug}`)
      .filter((path) => !result.crawled.has(path));
    expect(orphans).toEqual([]);
  });
});
