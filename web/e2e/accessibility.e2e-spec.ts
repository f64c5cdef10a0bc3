// The five pages `npm run lighthouse` measures, checked the way its accessibility and
// best-practices categories check them: axe (the engine Lighthouse runs) finds no WCAG 2 A/AA
// violation — colour contrast, <dl> structure… — on a phone or a desktop, and the browser logs no
// console error at all, not even a failed subresource (only the 404 page's own document status).
import type { BlogPostSummary, Laptop, PriceRange } from '@bli/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from './browser';
import { useSite, waitForHydration } from './site';

const site = useSite();

// axe-core as Lighthouse itself loads it (a dependency of our lighthouse devDependency).
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve('lighthouse/package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

async function lighthousePages(): Promise<[string, string][]> {
  const [range] = await site.api<PriceRange[]>('/api/price-ranges');
  const [laptop] = await site.api<Laptop[]>('/api/laptops/featured');
  const [post] = await site.api<BlogPostSummary[]>('/api/blog');
  return [
    ['home', '/'],
    ['price range', `/price-range/${range.slug}`],
    ['laptop', `/laptop/${laptop.slug}`],
    ['blog post', `/blog/${post.slug}`],
    ['404', '/no-such-page'],
  ];
}

describe('the pages Lighthouse measures', () => {
  it.each([
    ['a phone', MOBILE],
    ['a desktop', DESKTOP],
  ])('have no axe violation and no console error on %s', async (_name, viewport) => {
    const problems: string[] = [];
    for (const [name, path] of await lighthousePages()) {
      const context = await site.browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        const url = site.url(path);
        page.on('pageerror', (error) => problems.push(`${name}: pageerror ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // Chromium reports a 404 document as a failed load: that is the 404 page's status.
          const ownStatus = name === '404' && message.location().url === url;
          if (!ownStatus) problems.push(`${name}: console ${message.text()}`);
        });
        await page.goto(url, { waitUntil: 'load' });
        await waitForHydration(page);
        for (const violation of await axeViolations(page)) problems.push(`${name}: ${violation}`);
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
});
