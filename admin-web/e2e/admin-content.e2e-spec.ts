// Guides and authors from the operators' side to the shoppers': an operator writes a guide's
// Markdown and publishes it (its history lists the publish), rewrites it, compares the two
// revisions and restores the first; then creates an author (a taken slug refused under its
// field) and publishes them. Each step is checked where shoppers get it, the public API.
import type { AdminEntry, Author, KnowledgeGuide } from '@bli/contracts';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, useAdminSite } from './admin-site';

const site = useAdminSite();

/** A public GET's status and body. */
async function publicGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(`${site.stack.baseUrl}${path}`);
  return { status: response.status(), body: (await response.json()) as T };
}

/** Polls a public read until it says what is expected (within the caches' lifetimes). */
async function eventually<T>(
  page: Page,
  path: string,
  ok: (answer: { status: number; body: T }) => boolean,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const answer = await publicGet<T>(page, path);
    if (ok(answer)) return answer.body;
    if (attempt === 10)
      throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    await page.waitForTimeout(1_000);
  }
}

async function savedRevision(page: Page, revision: number): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('revisions').getByText(`#${revision}`, { exact: true }).waitFor();
}

describe('the Content area: guides and authors', () => {
  it('writes, publishes, rewrites, compares and restores a guide, as shoppers then read it', async () => {
    const { page, errors } = await site.openSignedIn('/content');
    await page.waitForURL(/\/admin\/content\/posts$/);
    await page
      .getByRole('navigation', { name: 'Content' })
      .getByRole('link', { name: 'Guides' })
      .click();
    await page.getByRole('heading', { name: 'Guides' }).waitFor();
    await page.getByRole('link', { name: 'New guide' }).click();
    await page.waitForURL(/\/admin\/content\/guides\/new$/);

    await page.getByRole('textbox', { name: 'Title' }).fill('Ryzen AI 5 340 laptops explained');
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(
      'ryzen-ai-5-340-laptops-explained',
    );
    await page.getByRole('combobox', { name: 'Hub category' }).selectOption('processors');
    await page.getByRole('textbox', { name: 'Description' }).fill('What the NPU is for.');
    await page.getByRole('textbox', { name: 'Search volume' }).fill('1,300/month');
    await page
      .getByRole('textbox', { name: 'Target keywords (one a line)' })
      .fill('ryzen ai 5 340\nryzen ai laptop');
    const markdown = page.getByRole('textbox', { name: 'Article (Markdown)' });
    await markdown.fill('## What the NPU does\n\nThe first version of this guide.');
    // The live preview beside it.
    await page
      .getByTestId('markdown-preview')
      .getByRole('heading', { name: 'What the NPU does' })
      .waitFor();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/admin\/content\/guides\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const path = '/api/guides/processors/ryzen-ai-5-340-laptops-explained';
    expect((await publicGet(page, path)).status).toBe(404);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByTestId('editorial-state').getByText('Published').waitFor();
    const published = await eventually<KnowledgeGuide>(page, path, ({ status }) => status === 200);
    expect(published.article).toContain('<h2>What the NPU does</h2>');
    expect(published.article).toContain('The first version of this guide.');
    // The guide's history, opened: the publish above the creation.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByTestId('audit-history').getByRole('listitem');
    await history.first().getByText(`${ADMIN_EMAIL} published ·`).waitFor();
    expect(await history.last().innerText()).toContain(`${ADMIN_EMAIL} created ·`);

    // A second version, live at once.
    await markdown.fill('## What the NPU does\n\nThe second version of this guide.\n\nMore.');
    await savedRevision(page, 2);
    await eventually<KnowledgeGuide>(page, path, ({ body }) =>
      body.article.includes('The second version'),
    );

    // The two versions compared: the body's lines, before and after.
    const compare = page.getByTestId('revision-compare');
    await compare.getByRole('combobox', { name: 'Compare' }).selectOption('1');
    await compare.getByRole('combobox', { name: 'with' }).selectOption('current');
    await compare.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog');
    const differences = dialog.getByTestId('differences');
    await differences.getByRole('heading', { name: 'markdown' }).waitFor();
    const text = await differences.innerText();
    expect(text).toContain('- The first version of this guide.');
    expect(text).toContain('+ The second version of this guide.');
    expect(text).toContain('+ More.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The first version back, as a new revision; shoppers read it again.
    await page.getByRole('button', { name: 'Restore revision 1' }).click();
    await page.getByTestId('revisions').getByText('#3', { exact: true }).waitFor();
    expect(await markdown.inputValue()).toBe(
      '## What the NPU does\n\nThe first version of this guide.',
    );
    const restored = await eventually<KnowledgeGuide>(page, path, ({ body }) =>
      body.article.includes('The first version'),
    );
    expect(restored.article).not.toContain('second version');
    const entry = (await (
      await page.request.get(`${site.stack.baseUrl}/api/admin/content/guides/${id}`)
    ).json()) as AdminEntry;
    expect(entry).toMatchObject({ state: 'published', revision: 3 });
    expect(errors).toEqual([]);
  });

  it('creates an author (a taken slug is refused under the slug) and publishes them', async () => {
    const { page, errors } = await site.openSignedIn('/content/authors');
    await page.getByRole('heading', { name: 'Authors' }).waitFor();
    await page.getByRole('link', { name: 'New author' }).click();
    await page.waitForURL(/\/admin\/content\/authors\/new$/);

    // A name whose slug is a seeded author's: the server's 409 lands under the slug.
    await page.getByRole('textbox', { name: 'Name' }).fill('Rohit Sharma');
    await page.getByRole('textbox', { name: 'Role' }).fill('Battery tester');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Runs every laptop flat, twice.');
    await page.getByRole('textbox', { name: 'Expertise (one a line)' }).fill('Batteries\nChargers');
    // A retailer's image is refused by the contract before anything is sent.
    const photo = page.getByRole('textbox', { name: 'Photo URL' });
    await photo.fill('https://m.media-amazon.com/images/I/photo.jpg');
    await page
      .getByRole('textbox', { name: 'Methodology (Markdown)' })
      .fill(
        "## How Meera tests\n\nA 150-nit loop until the laptop sleeps. <script>alert('x')</script>",
      );
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText(/photoUrl must be a path on this site/).waitFor();
    expect(await photo.getAttribute('aria-invalid')).toBe('true');
    await photo.fill('');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('slug: "rohit-sharma" is in use by another entry of authors').waitFor();
    const slug = page.getByRole('textbox', { name: 'Slug' });
    expect(await slug.getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('textbox', { name: 'Name' }).fill('Meera Iyer');
    await slug.fill('meera-iyer');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/admin\/content\/authors\/\d+$/);
    const path = '/api/authors/meera-iyer';
    expect((await publicGet(page, path)).status).toBe(404);

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByTestId('editorial-state').getByText('Published').waitFor();
    const author = await eventually<Author>(page, path, ({ status }) => status === 200);
    expect(author).toMatchObject({
      name: 'Meera Iyer',
      role: 'Battery tester',
      expertise: ['Batteries', 'Chargers'],
      photoUrl: null,
    });
    expect(author.methodology).toContain('<h2>How Meera tests</h2>');
    // Typed HTML is text for shoppers.
    expect(author.methodology).toContain('&lt;script&gt;');
    expect(author.methodology).not.toContain('<script>');

    // Listed with the other authors, live.
    await page.getByRole('link', { name: 'All authors' }).click();
    await page.getByRole('searchbox').fill('meera');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Meera Iyer' });
    await row.getByText('Published').waitFor();
    expect(await row.innerText()).toContain('/author/meera-iyer');
    expect(errors).toEqual([]);
  });
});

describe('the Content area: the sale calendar', () => {
  it('adds a sale event, its slug following name and year, refused while it ends before it starts', async () => {
    const { page, errors } = await site.openSignedIn('/content/sale-events');
    await page.getByRole('heading', { name: 'Sale events' }).waitFor();
    await page.getByRole('link', { name: 'New sale event' }).click();
    await page.waitForURL(/\/admin\/content\/sale-events\/new$/);

    await page.getByRole('textbox', { name: 'Name' }).fill('Black Friday Sale');
    await page.getByLabel('First day (IST)').fill('2031-11-28');
    await page.getByLabel('Last day (IST)').fill('2031-11-27');
    const slug = page.getByRole('textbox', { name: 'Slug' });
    expect(await slug.inputValue()).toBe('black-friday-sale-2031');
    // The server's rule, under its field.
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('endDate must not be before startDate').waitFor();
    await page.getByLabel('Last day (IST)').fill('2031-12-01');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/admin\/content\/sale-events\/\d+$/);
    const listed = (events: { slug: string }[]) =>
      events.some((event) => event.slug === 'black-friday-sale-2031');
    expect(listed((await publicGet<{ slug: string }[]>(page, '/api/sale-events')).body)).toBe(
      false,
    );

    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.getByTestId('editorial-state').getByText('Published').waitFor();
    const events = await eventually<{ slug: string; startDate: string; endDate: string }[]>(
      page,
      '/api/sale-events',
      ({ body }) => listed(body),
    );
    expect(events.find((event) => event.slug === 'black-friday-sale-2031')).toMatchObject({
      startDate: '2031-11-28',
      endDate: '2031-12-01',
    });
    expect(errors).toEqual([]);
  });
});
