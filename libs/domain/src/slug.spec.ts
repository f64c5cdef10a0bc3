import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases, hyphenates, collapses and trims', () => {
    expect(slugify('  Under ₹50,000 -- Budget!! ')).toBe('under-50-000-budget');
    expect(slugify('HP Victus 15 (2026)')).toBe('hp-victus-15-2026');
    expect(slugify('---')).toBe('');
  });
});
