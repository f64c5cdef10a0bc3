import { ownValue } from './own-value';

describe('ownValue', () => {
  const table = { blue: 1, green: 2 };

  it("finds the table's own entries", () => {
    expect(ownValue(table, 'blue')).toBe(1);
    expect(ownValue(table, 'red')).toBeUndefined();
  });

  it("finds nothing for the names of Object.prototype's members", () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(ownValue(table, key)).toBeUndefined();
    }
  });
});
