// SEO and the buy flow (issue 5): every public page's server HTML carries its metadata and
// structured data, the crawler files are right, client navigation keeps the metadata current
// (docs/product-rules.md §4), and a buy click opens the tagged amazon.in page in a new tab (docs/product-rules.md §4, §7, §8).
import type { ClickStats, Laptop } from '@bli/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import { DESKTOP } from './browser';
import { hasType, jsonLdNodes, must } from './page-helpers';
import { useSite, waitForHydration } from './site';

const site = useSite();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The structured data each kind of page must carry (beyond BreadcrumbList below home). */
function expectedTypes(path: string): string[] {
  if (path === '/') return ['WebSite', 'FAQPage'];
  if (/^\/best-laptop-under-/.test(path)) return ['CollectionPage', 'FAQPage', 'BreadcrumbList'];
  if (/^\/(price-range\/|gaming-laptops$)/.test(path)) return ['CollectionPage', 'BreadcrumbList'];
  if (/^\/laptops\//.test(path)) return ['CollectionPage', 'BreadcrumbList'];
  if (/^\/laptop\//.test(path)) return ['Product', 'Offer', 'BreadcrumbList'];
  if (/^\/blog\/./.test(path)) return ['BlogPosting', 'BreadcrumbList'];
  if (/^\/author\//.test(path)) return ['ProfilePage', 'BreadcrumbList'];
  return ['BreadcrumbList'];
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
const attribute = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The <loc> of each entry of a sitemap file (XML), whose <lastmod> must be a date. */
async function sitemapFile(path: string, element: 'url' | 'sitemap'): Promise<string[]> {
  const response = await fetch(site.url(path));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/xml/);
  const xml = await response.text();
  const entries = [...xml.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))];
  const locs = entries.map((m) => /<loc>([^<]+)<\/loc>/.exec(m[1])?.[1] ?? '');
  const lastmods = entries.map((m) => /<lastmod>([^<]+)<\/lastmod>/.exec(m[1])?.[1] ?? '');
  lastmods.forEach((lastmod) => expect(Number.isNaN(Date.parse(lastmod))).toBe(false));
  return locs;
}

/**
 * The sitemap's paths, from the index through each sitemap it names (their URLs are on SITE_URL,
 * which may name another host than ours).
 */
async function sitemapPaths(): Promise<{ paths: string[]; origin: string }> {
  const sitemaps = await sitemapFile('/sitemap.xml', 'sitemap');
  expect(sitemaps.map((loc) => new URL(loc).pathname)).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/laptops-1.xml',
  ]);
  const locs = (
    await Promise.all(sitemaps.map((loc) => sitemapFile(new URL(loc).pathname, 'url')))
  ).flat();
  return {
    paths: locs.map((loc) => new URL(loc).pathname),
    origin: new URL(sitemaps[0]).origin,
  };
}

describe('server HTML of every public page (the sitemap lists them all)', () => {
  it('lists pages, laptops, posts, guides, authors and use cases, never /admin or /api', async () => {
    const { paths } = await sitemapPaths();
    const laptops = await site.api<Laptop[]>('/api/laptops?pageSize=200');
    for (const laptop of laptops) expect(paths).toContain(`/laptop/${laptop.slug}`);
    for (const path of [
      '/',
      '/gaming-laptops',
      '/use-cases',
      '/laptops/students',
      '/cpu-comparison',
      '/knowledge-hub',
      '/processors/amd-ryzen-5',
      '/blog',
      '/author/rohit-sharma',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/blog/'))).toBe(true);
    expect(paths.some((path) => /^\/(admin|api)\b/.test(path))).toBe(false);
  });

  it('has one title, a description, a canonical link, social tags, JSON-LD of the right types and sponsored buy links', async () => {
    const { paths, origin } = await sitemapPaths();
    const problems: string[] = [];
    for (const path of paths) {
      const response = await fetch(site.url(path));
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const say = (problem: string) => problems.push(`${path}: ${problem}`);
      if (response.status !== 200) say(`status ${response.status}`);
      if (count(html, /<title>/g) !== 1) say(`${count(html, /<title>/g)} <title>`);
      if (count(head, /<meta name="description" content="[^"]+"/g) !== 1) say('no description');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
      if (canonical !== `${origin}${path}`) say(`canonical ${canonical}`);
      if (!head.includes(`<meta property="og:image" content="${origin}/og-default.jpg"/>`)) {
        say('no default og:image');
      }
      if (!head.includes('<meta property="og:site_name" content="Best Laptops India"/>')) {
        say('no og:site_name');
      }
      if (!head.includes('<meta name="twitter:card" content="summary_large_image"/>')) {
        say('no twitter card');
      }
      const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => JSON.parse(m[1]) as unknown)
        .flatMap(jsonLdNodes);
      for (const type of expectedTypes(path)) {
        // Offers appear only while a price is current (24-hour rule): the demo prices are.
        if (!nodes.some((node) => hasType(node, type))) say(`no ${type} in JSON-LD`);
      }
      for (const [tag] of html.matchAll(/<a [^>]*>/g)) {
        const href = attribute(tag, 'href') ?? '';
        if (!/amazon\.|\/api\/affiliate\/go\//.test(href)) continue;
        if (!(attribute(tag, 'rel') ?? '').split(' ').includes('sponsored')) say(`rel of ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps not-found pages out of the index with their own title', async () => {
    const response = await fetch(site.url('/laptop/no-such-laptop'));
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain('<title>Laptop Not Found | Best Laptops India</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('serves robots.txt: the site allowed, /admin and /api kept out, the sitemap named', async () => {
    const { origin } = await sitemapPaths();
    const response = await fetch(site.url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  });

  it('serves the default social image and the favicon', async () => {
    const image = await fetch(site.url('/og-default.jpg'));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(site.url('/favicon.ico'))).status).toBe(200);
  });
});

/** A page in a context of our own, with amazon.in answered by a stub and outside hosts refused. */
async function openRouted(path: string): Promise<{ page: Page; outside: string[] }> {
  const context = await site.browser.newContext({ viewport: DESKTOP, locale: 'en-IN' });
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  const ours = new URL(site.url('/')).host;
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === 'www.amazon.in') {
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>amazon.in</title>',
      });
    }
    if (url.host !== ours) {
      outside.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  const page = await context.newPage();
  await page.goto(site.url(path), { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, outside };
}

const description = (page: Page) =>
  page.locator('head meta[name="description"]').getAttribute('content');

describe('metadata on client navigation (spec §2, §4)', () => {
  it('follows a route change, and a path seen before comes from the cache', async () => {
    const { page } = await openRouted('/');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/seo/')) asked.push(pathname);
    });
    expect(await page.title()).toBe('Best Laptops India - Reviews & Buying Guide');
    const gaming = await site.api<Laptop[]>('/api/laptops/gaming');

    await page.getByRole('banner').getByRole('link', { name: 'Gaming Laptops' }).first().click();
    await page.waitForURL('**/gaming-laptops');
    await eventually(async () => expect(await page.title()).toContain(`${gaming.length} Models`));
    expect(await description(page)).toContain(`${gaming.length} gaming laptops`);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/gaming-laptops$/,
    );
    expect(await page.locator('head title').count()).toBe(1);
    expect(asked).toEqual(['/api/seo/gaming-laptops']);

    await page.goBack();
    await page.waitForURL(site.url('/'));
    await eventually(async () =>
      expect(await page.title()).toBe('Best Laptops India - Reviews & Buying Guide'),
    );
    await page.goForward();
    await page.waitForURL('**/gaming-laptops');
    await eventually(async () => expect(await page.title()).toContain(`${gaming.length} Models`));
    // Home came with the page, gaming was fetched once: neither is asked again.
    expect(asked).toEqual(['/api/seo/gaming-laptops']);
  });

  it('ignores an answer that is not ok, and logs a failed request as a warning', async () => {
    const { page } = await openRouted('/');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const homeTitle = await page.title();
    const homeDescription = await description(page);

    await page.route('**/api/seo/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"x"}' }),
    );
    await page.getByRole('banner').getByRole('link', { name: 'Gaming Laptops' }).first().click();
    await page.waitForURL('**/gaming-laptops');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.title()).toBe(homeTitle);
    expect(await description(page)).toBe(homeDescription);
    expect(warnings).toEqual([]);

    await page.unroute('**/api/seo/**');
    await page.route('**/api/seo/**', (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
    await page.waitForURL('**/blog');
    await eventually(() => expect(warnings.join('\n')).toMatch(/Page metadata for \/blog/));
    expect(await page.title()).toBe(homeTitle);
  });
});

async function clickTotal(): Promise<number> {
  const response = await site.admin('/api/admin/affiliate/clicks?days=1');
  expect(response.status).toBe(200);
  return ((await response.json()) as ClickStats).total;
}

describe('the buy flow (spec §4 "Affiliate link open", §7, §8)', () => {
  it('opens the tagged amazon.in page in a new tab, says so, and logs the click once', async () => {
    const [laptop] = await site.api<Laptop[]>('/api/laptops/featured');
    const { page, outside } = await openRouted(`/laptop/${laptop.slug}`);
    const before = await clickTotal();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('main')
        .getByRole('link', { name: /Check Price & Buy on Amazon/ })
        .click(),
    ]);
    await tab.waitForURL(/amazon\.in/);
    const target = new URL(tab.url());
    expect(target.origin).toBe('https://www.amazon.in');
    expect(target.pathname).toBe(`/dp/${laptop.asin}`);
    expect(target.searchParams.get('tag')).toBeTruthy();
    const toast = page
      .locator('[data-variant="default"]')
      .filter({ hasText: 'Redirecting to Amazon' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Opening Amazon in a new tab...');
    // The page itself stays where it was.
    expect(page.url()).toBe(site.url(`/laptop/${laptop.slug}`));
    await eventually(async () => expect(await clickTotal()).toBe(before + 1));
    // No analytics without a configured container: nothing left our origin but the tab and
    // the product pictures, hot-linked from the retailer's image host as its API serves them.
    const pictureHost = new URL(laptop.images[0].sizes[0].url).host;
    expect(outside.filter((url) => new URL(url).host !== pictureHost)).toEqual([]);
  });

  it('shows the destructive "Error" toast and closes the tab when the link cannot be had', async () => {
    const [laptop] = await site.api<Laptop[]>('/api/laptops/featured');
    const { page } = await openRouted(`/laptop/${laptop.slug}`);
    // What the gateway answers while the affiliate service is down (see the gateway tests).
    await page.route('**/api/affiliate/url', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'The affiliate service is not running',
          code: 'UPSTREAM_UNAVAILABLE',
          correlationId: 'e2e',
        }),
      }),
    );
    const tabs = () => page.context().pages().length;
    await page
      .getByRole('main')
      .getByRole('link', { name: /Check Price & Buy on Amazon/ })
      .click();
    const toast = page.locator('[data-variant="destructive"]');
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/^Error\s+Failed to generate affiliate link$/);
    await eventually(() => expect(tabs()).toBe(1));
  });

  it('works without JavaScript: the link is our click hop, a plain 302 to amazon.in', async () => {
    const [laptop] = await site.api<Laptop[]>('/api/laptops/featured');
    const { page } = await site.open(`/laptop/${laptop.slug}`, { javaScriptEnabled: false });
    const buy = page.getByRole('main').getByRole('link', { name: /Check Price & Buy on Amazon/ });
    const href = must(await buy.getAttribute('href'), 'an href');
    expect(await buy.getAttribute('rel')).toBe('sponsored noopener');
    expect(await buy.getAttribute('target')).toBe('_blank');
    const before = await clickTotal();
    const hop = await fetch(site.url(href), { redirect: 'manual' });
    expect(hop.status).toBe(302);
    const location = new URL(must(hop.headers.get('location'), 'a Location'));
    expect(location.origin).toBe('https://www.amazon.in');
    expect(location.pathname).toBe(`/dp/${laptop.asin}`);
    expect(await clickTotal()).toBe(before + 1);
  });
});
