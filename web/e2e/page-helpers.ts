// Small, page-agnostic helpers: find things the way a shopper (or a screen reader) does — by
// role, label and text — and retry assertions while React re-renders.
import { eventually } from '@bli/testing';
import type { Locator, Page } from 'playwright-core';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's main landmark (one per page). */
export const mainOf = (page: Page) => page.getByRole('main');

/** Whitespace-normalised visible text. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

export const VISIBLE_CARDS = '[data-testid="laptop-card"]:visible';

/** Titles of the laptop cards shown, in page order. */
export async function cardTitles(scope: Page | Locator): Promise<string[]> {
  const titles = await scope.locator(`${VISIBLE_CARDS} h3`).allInnerTexts();
  return titles.map((title) => title.replace(/\s+/g, ' ').trim());
}

export async function headingTexts(page: Page, level: number): Promise<string[]> {
  const texts = await page.locator(`h${level}`).allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The first of several roles that has a visible control with this accessible name. */
export async function control(
  scope: Page | Locator,
  name: string | RegExp,
  roles: ('button' | 'radio' | 'tab' | 'link' | 'switch' | 'checkbox')[] = [
    'button',
    'radio',
    'tab',
  ],
): Promise<Locator> {
  for (const role of roles) {
    const candidate = scope.getByRole(role, { name }).filter({ visible: true });
    if ((await candidate.count()) > 0) return candidate.first();
  }
  throw new Error(`no visible ${roles.join('/')} named ${String(name)}`);
}

/**
 * Picks an option of a labelled select: a native <select> or an ARIA combobox with a listbox
 * (Radix Select), whichever the page uses.
 */
export async function chooseOption(page: Page, label: RegExp, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label }).filter({ visible: true }).first();
  await combobox.waitFor();
  const tag = await combobox.evaluate((element) => element.tagName);
  if (tag === 'SELECT') {
    await combobox.selectOption({ label: option });
    return;
  }
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The section (or other landmark-ish block) that a heading introduces. */
export function sectionWithHeading(page: Page, name: string | RegExp): Locator {
  return page
    .locator('section, article, aside, [role="region"], div[id]')
    .filter({ has: page.getByRole('heading', { name }) })
    .last();
}

/** Accordion / disclosure triggers inside a scope: buttons that say whether they are open. */
export const disclosureButtons = (scope: Locator) => scope.locator('button[aria-expanded]');

export async function expandedStates(buttons: Locator): Promise<boolean[]> {
  const states = await buttons.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-expanded') === 'true'),
  );
  return states;
}

export interface AnchorInfo {
  href: string;
  target: string | null;
  rel: string | null;
  text: string;
}

export async function anchors(scope: Page | Locator): Promise<AnchorInfo[]> {
  return scope.locator('a[href]').evaluateAll((elements) =>
    elements.map((element) => ({
      href: (element as HTMLAnchorElement).href,
      target: element.getAttribute('target'),
      rel: element.getAttribute('rel'),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** Path (plus search and hash) of an absolute URL. */
export function pathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Our click-logging hop (`/api/affiliate/go/{asin}`): a plain 302 to the tagged amazon.in page. */
export const CLICK_HOP = /^\/api\/affiliate\/go\/([A-Z0-9]{10})\?/;

/** The hop's href for one laptop, whatever source and page it names. */
export const hopTo = (asin: string) => new RegExp(`^/api/affiliate/go/${asin}\\?`);

/**
 * Every link to Amazon is an affiliate link done right, and every sponsored link goes to
 * amazon.in, directly or through our click hop (docs/compliance.md §4); returns how many affiliate
 * links the page has.
 */
export async function expectAffiliateLinksCompliant(page: Page): Promise<number> {
  const all = await anchors(page);
  const origin = new URL(page.url()).origin;
  const affiliate = all.filter(
    (a) =>
      /amazon\./i.test(new URL(a.href).hostname) ||
      /sponsored/.test(a.rel ?? '') ||
      CLICK_HOP.test(pathOf(a.href)),
  );
  for (const link of affiliate) {
    const url = new URL(link.href);
    const ok =
      link.href.startsWith('https://www.amazon.in/') ||
      (url.origin === origin && CLICK_HOP.test(pathOf(link.href)));
    expect({ href: link.href, ok }).toEqual({ href: link.href, ok: true });
    expect({ href: link.href, target: link.target, rel: link.rel }).toEqual({
      href: link.href,
      target: '_blank',
      rel: 'sponsored noopener',
    });
  }
  return affiliate.length;
}

/** JSON-LD blocks of the page, parsed. */
export async function structuredData(page: Page): Promise<unknown[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  return blocks.map((block) => JSON.parse(block) as unknown);
}

/** Every object in a JSON-LD tree (through @graph and nested values). */
export function jsonLdNodes(value: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      found.push(node as Record<string, unknown>);
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return found;
}

export const hasType = (node: Record<string, unknown>, type: string) =>
  node['@type'] === type || (Array.isArray(node['@type']) && node['@type'].includes(type));

/** The value, or a test failure naming what was missing. */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

/** Where an element sits relative to the viewport, failing when it is not rendered. */
export async function viewportBox(page: Page, locator: Locator) {
  const box = must(await locator.boundingBox(), 'a rendered element');
  const viewport = must(page.viewportSize(), 'a viewport');
  return { top: box.y, bottom: box.y + box.height, viewportHeight: viewport.height };
}

/**
 * An accordion in `scope` works: a closed question opens on click and shows its answer, and
 * closes again on a second click. Whichever item starts open (if any) is left to the page.
 */
export async function expectAccordionToggles(scope: Locator): Promise<void> {
  const questions = disclosureButtons(scope);
  expect(await questions.count()).toBeGreaterThan(1);
  const closedIndex = (await expandedStates(questions)).indexOf(false);
  expect(closedIndex).toBeGreaterThanOrEqual(0);
  const question = questions.nth(closedIndex);

  await question.click();
  await eventually(async () => expect(await question.getAttribute('aria-expanded')).toBe('true'));
  // An open trigger names its panel (Radix drops aria-controls while closed).
  const answer = scope
    .page()
    .locator(`[id="${must(await question.getAttribute('aria-controls'), 'aria-controls')}"]`);
  await eventually(async () => expect(await answer.isVisible()).toBe(true));
  expect((await textOf(answer)).length).toBeGreaterThan(20);

  await question.click();
  await eventually(async () => expect(await question.getAttribute('aria-expanded')).toBe('false'));
  await eventually(async () => expect(await answer.isVisible()).toBe(false));
}

/** Headings an FAQ goes by: "Frequently Asked Questions", "FAQ", "… questions answered". */
export const FAQ_HEADING = /frequently asked|faq|questions/i;
