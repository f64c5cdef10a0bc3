import { uniqueSlug } from './unique-slug';

describe('uniqueSlug', () => {
  it('keeps a free slug as it is', () => {
    expect(uniqueSlug('hp-victus-15', new Set(['hp-victus-16']))).toBe('hp-victus-15');
  });

  it('adds -2, -3, … until one is free', () => {
    expect(uniqueSlug('hp-victus-15', new Set(['hp-victus-15']))).toBe('hp-victus-15-2');
    expect(uniqueSlug('hp-victus-15', new Set(['hp-victus-15', 'hp-victus-15-2']))).toBe(
      'hp-victus-15-3',
    );
  });

  it('shortens a long base so the suffix fits 200 characters, without a double hyphen', () => {
    const base = `${'a'.repeat(197)}-bc`;
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug).toBe(`${'a'.repeat(197)}-2`);
    expect(slug.length).toBeLessThanOrEqual(200);
  });
});
