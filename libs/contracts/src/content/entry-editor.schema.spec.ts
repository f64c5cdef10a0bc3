import { entryChangesSchema, newEntrySchema } from './entry-editor.schema';

const useCase = {
  kind: 'use-cases',
  slug: 'video-editing',
  title: 'Best laptops for video editing',
  description: 'Colour-accurate screens and fast exports.',
  icon: 'film',
  color: 'purple',
  targetAudience: ['YouTubers'],
  requirements: ['16 GB RAM'],
  budgetRange: '₹70,000 – ₹1,50,000',
  criteria: { minPrice: 70_000, maxPrice: 150_000, minRamGb: 16 },
  picks: [{ laptopSlug: 'asus-vivobook-15', note: 'Bright OLED screen.' }],
  markdown: 'Export times matter most.',
};

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the entry editor contract', () => {
  it("checks each kind's fields by the kind the body names", () => {
    expect(newEntrySchema.safeParse(useCase).success).toBe(true);
    expect(problems(newEntrySchema.safeParse({ ...useCase, kind: 'authors' }))).toContain('name');
    expect(problems(newEntrySchema.safeParse({ ...useCase, kind: 'recipes' }))).toEqual(['kind']);
  });

  it("refuses a use-case slug that is a filter page's: /laptops/{slug} is the filter page", () => {
    expect(problems(newEntrySchema.safeParse({ ...useCase, slug: '16gb-ram' }))).toEqual(['slug']);
  });

  it('refuses thresholds that select nothing and a laptop picked twice', () => {
    const result = newEntrySchema.safeParse({
      ...useCase,
      criteria: { minPrice: 90_000, maxPrice: 50_000 },
      picks: [useCase.picks[0], useCase.picks[0]],
    });
    expect(problems(result).sort()).toEqual(['criteria.maxPrice', 'picks']);
  });

  it('takes only the fields to change, and something to change', () => {
    expect(entryChangesSchema.safeParse({ kind: 'use-cases', title: 'Editing' }).success).toBe(
      true,
    );
    expect(entryChangesSchema.safeParse({ kind: 'use-cases' }).success).toBe(false);
    expect(entryChangesSchema.safeParse({ kind: 'use-cases', rank: 1 }).success).toBe(false);
  });
});
