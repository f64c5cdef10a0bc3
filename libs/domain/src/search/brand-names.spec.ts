import { editDistance, matchBrand } from './brand-names';

describe('brand names', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('lenvoo', 'lenovo')).toBe(1);
    expect(editDistance('dell', 'dell')).toBe(0);
  });

  it('matches brands exactly, by alias and with a typo', () => {
    expect(matchBrand('asus')).toBe('ASUS');
    expect(matchBrand('mac')).toBe('Apple');
    expect(matchBrand('lenvoo')).toBe('Lenovo');
    expect(matchBrand('gigabite')).toBe('Gigabyte');
    expect(matchBrand('msi')).toBe('MSI');
    expect(matchBrand('mso')).toBeNull();
    expect(matchBrand('laptop')).toBeNull();
  });

  it('takes no name of a JavaScript object property for a brand (the fuzzer found "constructor")', () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(matchBrand(word)).toBeNull();
    }
  });
});
