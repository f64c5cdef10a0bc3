import type {
  Author,
  BlogPost,
  BlogPostSummary,
  KnowledgeCategory,
  KnowledgeGuide,
  Laptop,
  ProcessorComparison,
  ProcessorSpec,
  UseCase,
} from '@bli/contracts';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import {
  anchors,
  cardTitles,
  control,
  headingTexts,
  mainOf,
  must,
  pathOf,
  sectionWithHeading,
  textOf,
} from './page-helpers';
import { useSite } from './site';
import {
  AUTHOR_SLUG,
  BLOG_FEATURED_LIMIT,
  BLOG_FILTERS,
  BLOG_RELATED_LIMIT,
  CHOOSE_AMD,
  CHOOSE_INTEL,
  CODING_MIN_RAM_GB,
  CPU_SPEC_ROWS,
  GUIDE_KEYWORD_LIMIT,
  GUIDE_PATHS,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_HUB_TITLE,
  LINK_COPIED,
  MONTHLY_SEARCHES,
  POST_NOT_FOUND,
  QUICK_SELECTION_PATHS,
  QUICK_SELECTION_TITLE,
  READ_GUIDE,
  SHARE_MESSAGE_MS,
  TRAVEL_MAX_WEIGHT_KG,
  USE_CASE_BENEFITS,
  USE_CASE_BENEFITS_TITLE,
  USE_CASE_CHIP_LIMIT,
  USE_CASE_COUNT,
  USE_CASE_HUB_TITLE,
  VIEW_RECOMMENDATIONS,
} from './spec-data';

const site = useSite();

const titlesOf = (posts: readonly { title: string }[]) => posts.map((post) => post.title);

/** Heading texts of one level in an HTML fragment from the API, parsed by the browser. */
function headingsIn(page: Page, html: string, level: number): Promise<string[]> {
  return page.evaluate(
    ({ fragment, tag }) =>
      Array.from(new DOMParser().parseFromString(fragment, 'text/html').querySelectorAll(tag)).map(
        (heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    { fragment: html, tag: `h${level}` },
  );
}

/** Every h2/h3 of the API's article HTML that the page does not show as a heading. */
async function missingHeadings(page: Page, html: string): Promise<string[]> {
  const missing: string[] = [];
  for (const level of [2, 3]) {
    const shown = await headingTexts(page, level);
    for (const heading of await headingsIn(page, html, level)) {
      if (!shown.includes(heading)) missing.push(`h${level} ${heading}`);
    }
  }
  return missing;
}

/** The list item (card) that a heading of this exact text heads. */
function cardWithHeading(scope: Locator, title: string): Locator {
  return scope
    .locator('li')
    .filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) })
    .first();
}

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

/** The category filter (buttons or links), named for what it filters. */
const CATEGORY_FILTER = { name: /categor/i } as const;

function blogFilter(page: Page): Locator {
  return mainOf(page).getByRole('navigation', CATEGORY_FILTER);
}

/** The list the category buttons filter: the block holding the filter and the post grid. */
function postGrid(page: Page): Locator {
  // `has` is matched inside each section, so it starts from the page, not from <main>.
  const filter = page.getByRole('navigation', CATEGORY_FILTER);
  return mainOf(page).locator('section').filter({ has: filter }).last();
}

const postTitlesIn = async (scope: Locator) =>
  (
    await scope
      .locator('h2, h3')
      .filter({ has: scope.page().locator('a') })
      .allInnerTexts()
  ).map((title) => title.replace(/\s+/g, ' ').trim());

describe('blog list (/blog)', () => {
  it('features the first three featured posts and lists every post in the grid', async () => {
    const featured = await site.api<BlogPostSummary[]>('/api/blog?featured=true');
    const all = await site.api<BlogPostSummary[]>('/api/blog');
    expect(featured.length).toBeGreaterThan(0);

    const { page, response, errors } = await site.open('/blog');
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toHaveLength(1);

    const featuredSection = sectionWithHeading(page, /featured/i);
    expect(await postTitlesIn(featuredSection)).toEqual(
      titlesOf(featured.slice(0, BLOG_FEATURED_LIMIT)),
    );
    expect(await postTitlesIn(postGrid(page))).toEqual(titlesOf(all));
    expect(errors).toEqual([]);
  });

  it('category buttons switch the grid to that category’s posts (real clicks)', async () => {
    const { page } = await site.open('/blog');
    const filter = blogFilter(page);
    const names = await filter
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
    expect(names).toHaveLength(BLOG_FILTERS.length);

    // Each category, then back to All.
    for (const { category, name } of [...BLOG_FILTERS.slice(1), BLOG_FILTERS[0]]) {
      const expected = await site.api<BlogPostSummary[]>(
        category ? `/api/blog?category=${category}` : '/api/blog',
      );
      expect(expected.length).toBeGreaterThan(0);
      const button = await control(filter, name, ['button', 'link', 'radio', 'tab']);
      await button.click();
      await eventually(
        async () => expect(await postTitlesIn(postGrid(page))).toEqual(titlesOf(expected)),
        10_000,
      );
      // The chosen button says it is the current one.
      const current = await button.evaluate(
        (element) =>
          element.getAttribute('aria-current') ??
          element.getAttribute('aria-pressed') ??
          element.getAttribute('aria-selected') ??
          element.getAttribute('aria-checked'),
      );
      expect({ category, current }).toEqual({
        category,
        current: expect.stringMatching(/^(page|true)$/),
      });
    }
  });
});

describe('blog post (/blog/{slug})', () => {
  let post: BlogPost;

  beforeAll(async () => {
    const [first] = await site.api<BlogPostSummary[]>('/api/blog?featured=true');
    post = await site.api<BlogPost>(`/api/blog/${first.slug}`);
  });

  it('renders its title, the article headings and up to three related posts', async () => {
    expect(post.related.length).toBeGreaterThan(0);
    const { page, response, errors } = await site.open(`/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([post.title]);
    expect(await headingsIn(page, post.content, 2)).not.toEqual([]);
    expect(await missingHeadings(page, post.content)).toEqual([]);

    const related = sectionWithHeading(page, /related/i);
    expect(await postTitlesIn(related)).toEqual(
      titlesOf(post.related.slice(0, BLOG_RELATED_LIMIT)),
    );
    const relatedPaths = new Set((await anchors(related)).map((link) => pathOf(link.href)));
    for (const other of post.related.slice(0, BLOG_RELATED_LIMIT)) {
      expect(relatedPaths).toContain(`/blog/${other.slug}`);
    }
    expect(errors).toEqual([]);
  });

  it('has a byline that links to the author page', async () => {
    const { page } = await site.open(`/blog/${post.slug}`);
    const byline = mainOf(page).getByRole('link', { name: post.author.name, exact: true }).first();
    expect(await byline.getAttribute('href')).toBe(`/author/${post.author.slug}`);
    await byline.click();
    await page.waitForURL(`**/author/${post.author.slug}`);
    await page.getByRole('heading', { level: 1, name: post.author.name }).waitFor();
  });

  it('the share button copies the link and shows "link copied" for about 3 seconds', async () => {
    const { page } = await site.open(`/blog/${post.slug}`);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url('') });
    const share = await control(mainOf(page), /share/i, ['button']);
    const message = mainOf(page).getByText(LINK_COPIED);
    expect(await message.count()).toBe(0);

    const clickedAt = Date.now();
    await share.click();
    await message.waitFor({ state: 'visible', timeout: 2_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await message.waitFor({ state: 'hidden', timeout: SHARE_MESSAGE_MS + 3_000 });
    const shownFor = Date.now() - clickedAt;
    expect(shownFor).toBeGreaterThanOrEqual(SHARE_MESSAGE_MS - 500);
    expect(shownFor).toBeLessThanOrEqual(SHARE_MESSAGE_MS + 1_500);
  });

  it('an unknown post answers 404 with "Post Not Found" and a way back to the blog', async () => {
    const { page, response, errors } = await site.open('/blog/unknown');
    expect(response.status()).toBe(404);
    expect(await headingTexts(page, 1)).toEqual([POST_NOT_FOUND]);
    const back = await control(mainOf(page), /back to blog/i, ['link', 'button']);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await eventually(async () => expect(await postTitlesIn(postGrid(page))).not.toEqual([]));
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Author
// ---------------------------------------------------------------------------------------------

describe(`author page (/author/${AUTHOR_SLUG})`, () => {
  it('shows the bio, expertise, stats, featured guides and methodology', async () => {
    const author = await site.api<Author>(`/api/authors/${AUTHOR_SLUG}`);
    const { page, response, errors } = await site.open(`/author/${AUTHOR_SLUG}`);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([author.name]);

    const text = await textOf(mainOf(page));
    expect(author.expertise.length).toBeGreaterThan(0);
    const expected = [
      author.bio,
      ...author.expertise,
      ...author.stats.flatMap((stat) => [stat.label, stat.value]),
    ].map((part) => part.replace(/\s+/g, ' ').trim());
    expect(expected.filter((part) => !text.includes(part))).toEqual([]);

    const paths = new Set((await anchors(mainOf(page))).map((link) => pathOf(link.href)));
    expect(author.featuredGuides.map((guide) => guide.path).filter((p) => !paths.has(p))).toEqual(
      [],
    );

    await page.getByRole('heading', { name: /methodology|how we (test|assess)/i }).waitFor();
    const methodHeadings = [
      ...(await headingsIn(page, author.methodology, 2)),
      ...(await headingsIn(page, author.methodology, 3)),
    ];
    expect(methodHeadings).not.toEqual([]);
    expect(await missingHeadings(page, author.methodology)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Use-case hub
// ---------------------------------------------------------------------------------------------

async function recommendationPaths(page: Page): Promise<string[]> {
  const links = mainOf(page)
    .getByRole('link', { name: new RegExp(VIEW_RECOMMENDATIONS) })
    .filter({ visible: true });
  return links.evaluateAll((elements) =>
    elements.map((element) => new URL((element as HTMLAnchorElement).href).pathname),
  );
}

describe('use-case hub (/use-cases)', () => {
  let useCases: UseCase[];

  beforeAll(async () => {
    useCases = await site.api<UseCase[]>('/api/use-cases');
  });

  it('shows ten use-case cards with chips, requirements and "View Recommendations"', async () => {
    expect(useCases).toHaveLength(USE_CASE_COUNT);
    const { page, response, errors } = await site.open('/use-cases');
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([USE_CASE_HUB_TITLE]);
    expect(await recommendationPaths(page)).toEqual(useCases.map((useCase) => useCase.path));

    const problems: string[] = [];
    let moreChips = 0;
    for (const useCase of useCases) {
      const card = cardWithHeading(mainOf(page), useCase.title);
      const text = await textOf(card);
      const shown = useCase.targetAudience.slice(0, USE_CASE_CHIP_LIMIT);
      const more = useCase.targetAudience.length - shown.length;
      const expected = [
        useCase.budgetRange,
        useCase.description,
        ...shown,
        ...useCase.requirements.slice(0, USE_CASE_CHIP_LIMIT),
        ...(more > 0 ? [`+${more} more`] : []),
      ];
      for (const part of expected) {
        if (!text.includes(part)) problems.push(`${useCase.slug}: missing "${part}"`);
      }
      if (more === 0 && /\+\d+ more/.test(text)) problems.push(`${useCase.slug}: a "+N more" chip`);
      for (const hidden of useCase.requirements.slice(USE_CASE_CHIP_LIMIT)) {
        if (text.includes(hidden)) problems.push(`${useCase.slug}: shows a 4th requirement`);
      }
      if (more > 0) moreChips += 1;
    }
    expect(problems).toEqual([]);
    // The demo data has use cases with more than three audiences, so the chip is exercised.
    expect(moreChips).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('explains the four benefits and links the Quick Selection Guide', async () => {
    const { page } = await site.open('/use-cases');
    const benefits = sectionWithHeading(page, USE_CASE_BENEFITS_TITLE);
    const benefitHeadings = (await benefits.getByRole('heading').allInnerTexts()).map((h) =>
      h.trim(),
    );
    expect(USE_CASE_BENEFITS.filter((benefit) => !benefitHeadings.includes(benefit))).toEqual([]);

    const guide = sectionWithHeading(page, QUICK_SELECTION_TITLE);
    const paths = (await anchors(guide)).map((link) => pathOf(link.href));
    expect(paths).toEqual(QUICK_SELECTION_PATHS);

    await guide.locator(`a[href="${QUICK_SELECTION_PATHS[4]}"]`).click();
    await page.waitForURL(`**${QUICK_SELECTION_PATHS[4]}`);
    const travel = useCases.find((useCase) => useCase.path === QUICK_SELECTION_PATHS[4]);
    await page
      .getByRole('heading', { level: 1, name: must(travel, 'the travel use case').title })
      .waitFor();
  });

  it('typing in the search filters the cards, and clearing it brings them all back', async () => {
    const { page } = await site.open('/use-cases');
    const search = page.getByRole('searchbox', { name: /search/i });
    await search.pressSequentially('travel', { delay: 20 });

    const mentionsTravel = (useCase: UseCase) =>
      [useCase.title, useCase.description, ...useCase.targetAudience, ...useCase.requirements]
        .join(' ')
        .toLowerCase()
        .includes('travel');
    await eventually(async () => {
      const paths = await recommendationPaths(page);
      expect(paths).toContain('/laptops/travel');
      expect(paths.length).toBeLessThan(USE_CASE_COUNT);
      const shown = useCases.filter((useCase) => paths.includes(useCase.path));
      expect(shown.filter((useCase) => !mentionsTravel(useCase))).toEqual([]);
    });

    await search.fill('');
    await eventually(async () =>
      expect(await recommendationPaths(page)).toEqual(useCases.map((useCase) => useCase.path)),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Use-case laptop lists
// ---------------------------------------------------------------------------------------------

/** "1.24 kg" / "1,240 g" → kilograms; null when the sheet gives no weight. */
function weightKg(laptop: Laptop): number | null {
  const raw = laptop.specifications.weight ?? '';
  const kg = /([\d.]+)\s*kg/i.exec(raw);
  if (kg) return Number(kg[1]);
  const grams = /([\d,]+)\s*g\b/i.exec(raw);
  return grams ? Number(grams[1].replace(/,/g, '')) / 1000 : null;
}

async function listedLaptops(path: string): Promise<{ listed: Laptop[]; all: Laptop[] }> {
  const all = await site.api<Laptop[]>('/api/laptops?pageSize=200');
  const { page, response } = await site.open(path);
  expect(response.status()).toBe(200);
  const titles = await cardTitles(mainOf(page));
  const byTitle = new Map(all.map((laptop) => [laptop.title, laptop]));
  const unknown = titles.filter((title) => !byTitle.has(title));
  expect(unknown).toEqual([]);
  return { listed: titles.map((title) => must(byTitle.get(title), title)), all };
}

describe('use-case laptop lists', () => {
  it('/laptops/travel lists only laptops of at most 1.4 kg — the API’s matches, in order', async () => {
    const useCase = await site.api<UseCase>('/api/use-cases/travel');
    const query = new URLSearchParams(
      Object.entries(useCase.criteria).map(([key, value]) => [key, String(value)]),
    );
    const matching = await site.api<Laptop[]>(`/api/laptops/matching?${query}`);
    const { listed } = await listedLaptops('/laptops/travel');
    expect(listed.length).toBeGreaterThan(0);
    const heavy = listed
      .filter((laptop) => !((weightKg(laptop) ?? Infinity) <= TRAVEL_MAX_WEIGHT_KG))
      .map((laptop) => `${laptop.title}: ${laptop.specifications.weight}`);
    expect(heavy).toEqual([]);
    expect(titlesOf(listed)).toEqual(titlesOf(matching));
  });

  it('/laptops/coding lists only laptops with at least 16 GB of RAM', async () => {
    const { listed } = await listedLaptops('/laptops/coding');
    expect(listed.length).toBeGreaterThan(0);
    const small = listed
      .filter((laptop) => !((laptop.ramSize ?? 0) >= CODING_MIN_RAM_GB))
      .map((laptop) => `${laptop.title}: ${laptop.ramSize} GB`);
    expect(small).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// CPU comparison
// ---------------------------------------------------------------------------------------------

/** The values a spec-table row must show for a chip, by row label. */
function rowValues(row: RegExp, chip: ProcessorSpec): string[] {
  switch (row.source) {
    case 'brand':
      return [chip.brand];
    case 'cores':
      return [String(chip.cores), String(chip.threads)];
    case 'base':
      return [String(chip.baseFreq)];
    case 'boost':
      return [String(chip.boostFreq)];
    case 'tdp':
      return [String(chip.tdp)];
    default:
      return [chip.architecture];
  }
}

/** Numbers in a text ("4.0 GHz" → "4"), so 4 and 4.0 compare equal. */
const numbersIn = (text: string) =>
  (text.match(/\d+(?:\.\d+)?/g) ?? []).map((number) => String(Number(number)));

describe('CPU comparison (/cpu-comparison)', () => {
  it('shows a head-to-head spec table for each comparison', async () => {
    const comparisons = await site.api<ProcessorComparison[]>('/api/processor-comparisons');
    expect(comparisons.length).toBeGreaterThanOrEqual(2);
    const { page, response, errors } = await site.open('/cpu-comparison');
    expect(response.status()).toBe(200);
    expect(await mainOf(page).locator('table').count()).toBe(comparisons.length);

    const problems: string[] = [];
    for (const comparison of comparisons) {
      const chips = [comparison.processor1, comparison.processor2];
      const table = mainOf(page)
        .locator('table')
        .filter({ has: page.getByRole('columnheader', { name: chips[0].name }) })
        .filter({ has: page.getByRole('columnheader', { name: chips[1].name }) });
      if ((await table.count()) !== 1) {
        problems.push(`${comparison.slug}: no table headed by both chips`);
        continue;
      }
      for (const label of CPU_SPEC_ROWS) {
        const row = table.locator('tr').filter({ hasText: label });
        if ((await row.count()) === 0) {
          problems.push(`${comparison.slug}: no ${label.source} row`);
          continue;
        }
        const text = await textOf(row.first());
        for (const chip of chips) {
          for (const value of rowValues(label, chip)) {
            const found = /^\d/.test(value)
              ? numbersIn(text).includes(String(Number(value)))
              : text.includes(value);
            if (!found) problems.push(`${comparison.slug}: ${label.source} row lacks ${value}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('ends with "Choose AMD Ryzen If" / "Choose Intel Core If" and a button to /use-cases', async () => {
    const { page } = await site.open('/cpu-comparison');
    await page.getByRole('heading', { name: CHOOSE_AMD }).waitFor();
    await page.getByRole('heading', { name: CHOOSE_INTEL }).waitFor();
    const toUseCases = mainOf(page).locator('a[href="/use-cases"]').last();
    await toUseCases.click();
    await page.waitForURL((url) => url.pathname === '/use-cases');
    await page.getByRole('heading', { level: 1, name: USE_CASE_HUB_TITLE }).waitFor();
  });
});

// ---------------------------------------------------------------------------------------------
// Knowledge hub and guides
// ---------------------------------------------------------------------------------------------

describe('knowledge hub (/knowledge-hub)', () => {
  let categories: KnowledgeCategory[];

  beforeAll(async () => {
    categories = await site.api<KnowledgeCategory[]>('/api/knowledge-hub');
  });

  it('shows its stats, the six categories and a "Read Complete Guide" link per guide', async () => {
    expect(categories.map((category) => category.slug)).toEqual(KNOWLEDGE_CATEGORIES);
    const guides = categories.flatMap((category) => category.guides);
    expect(guides.map((guide) => guide.path).sort()).toEqual([...GUIDE_PATHS].sort());

    const { page, response, errors } = await site.open('/knowledge-hub');
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([KNOWLEDGE_HUB_TITLE]);
    const text = await textOf(mainOf(page));
    expect(text).toContain(MONTHLY_SEARCHES);
    expect(text).toMatch(/expert/i);
    // Computed tiles: the guide and category counts stand alone, not inside other numbers.
    for (const count of [guides.length, categories.length]) {
      expect(numbersIn(text)).toContain(String(count));
    }

    const h2s = await headingTexts(page, 2);
    expect(categories.map((c) => c.title).filter((title) => !h2s.includes(title))).toEqual([]);

    const reads = mainOf(page).getByRole('link', { name: new RegExp(READ_GUIDE) });
    const readPaths = await reads.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    expect(readPaths).toEqual(guides.map((guide) => guide.path));

    const problems: string[] = [];
    for (const guide of guides) {
      const card = await textOf(cardWithHeading(mainOf(page), guide.title));
      const keywords = guide.targetKeywords.slice(0, GUIDE_KEYWORD_LIMIT);
      const more = guide.targetKeywords.length - keywords.length;
      for (const part of [
        guide.description,
        guide.difficulty,
        guide.intent,
        guide.searchVolume.replace(/\/.*$/, ''),
        ...keywords,
      ]) {
        if (!card.includes(part)) problems.push(`${guide.path}: missing "${part}"`);
      }
      if (more > 0 && !card.includes(`+${more}`)) problems.push(`${guide.path}: no "+${more}"`);
      if (more === 0 && /\+\d/.test(card)) problems.push(`${guide.path}: a "+N" chip`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('"Read Complete Guide" opens the guide', async () => {
    const guide = categories[0].guides[0];
    const { page } = await site.open('/knowledge-hub');
    await mainOf(page)
      .getByRole('link', { name: new RegExp(READ_GUIDE) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === guide.path);
    await page.getByRole('heading', { level: 1, name: guide.title }).waitFor();
  });

  it('every guide path answers 200 with its article', async () => {
    const problems: string[] = [];
    for (const path of GUIDE_PATHS) {
      const { page, response, errors } = await site.open(path);
      if (response.status() !== 200) problems.push(`${path}: status ${response.status()}`);
      const h1s = await headingTexts(page, 1);
      if (h1s.length !== 1) problems.push(`${path}: ${h1s.length} h1`);
      const segments = path.split('/').filter(Boolean);
      if (segments.length === 2) {
        const guide = await site.api<KnowledgeGuide>(`/api/guides${path}`);
        if (h1s[0] !== guide.title) problems.push(`${path}: h1 "${h1s[0]}" ≠ "${guide.title}"`);
        if ((await headingsIn(page, guide.article, 2)).length === 0) {
          problems.push(`${path}: the API article has no h2`);
        }
        for (const missing of await missingHeadings(page, guide.article)) {
          problems.push(`${path}: missing ${missing}`);
        }
      } else if ((await textOf(mainOf(page))).length < 1_000) {
        problems.push(`${path}: a thin page`);
      }
      errors.forEach((error) => problems.push(`${path}: ${error}`));
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
});
