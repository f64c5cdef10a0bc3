import { interpolate } from './interpolate';

describe('interpolate', () => {
  const variables = { SET: 'value', EMPTY: '' };

  it('substitutes set variables in both forms', () => {
    expect(interpolate('a ${SET} $SET b', variables)).toBe('a value value b');
  });

  it('uses defaults for unset (and with a colon, empty) variables', () => {
    expect(interpolate('${UNSET:-x} ${EMPTY:-y} ${EMPTY-z} ${SET:-w}', variables)).toBe(
      'x y  value',
    );
  });

  it('fails on a required variable that is missing', () => {
    expect(() => interpolate('${UNSET:?set it in .env}', variables)).toThrow(
      'UNSET: set it in .env',
    );
    expect(() => interpolate('${EMPTY:?needed}', variables)).toThrow('EMPTY: needed');
  });

  it('keeps $$ as a literal dollar and records what it read', () => {
    const seen = new Set<string>();
    expect(interpolate('$${HOME} ${SET}', variables, seen)).toBe('${HOME} value');
    expect([...seen]).toEqual(['SET']);
  });
});
