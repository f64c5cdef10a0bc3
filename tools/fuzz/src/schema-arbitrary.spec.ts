import fc from 'fast-check';
import { validValue } from './schema-arbitrary';

describe('validValue', () => {
  it('makes strings of a pattern that reach a long minLength (a token of 20 to 600 characters)', () => {
    const schema = { type: 'string', minLength: 20, maxLength: 600, pattern: '^[A-Za-z0-9_.-]+$' };
    const values = fc.sample(validValue(schema), { numRuns: 200, seed: 1 }) as string[];
    for (const value of values) {
      expect(value.length).toBeGreaterThanOrEqual(20);
      expect(value.length).toBeLessThanOrEqual(600);
      expect(value).toMatch(/^[A-Za-z0-9_.-]+$/);
    }
  });

  it('keeps short patterns short', () => {
    const schema = { type: 'string', maxLength: 8, pattern: '^[a-z]+$' };
    const values = fc.sample(validValue(schema), { numRuns: 200, seed: 1 }) as string[];
    expect(values.every((value) => value.length >= 1 && value.length <= 8)).toBe(true);
  });
});
