import {
  isEmptySearch,
  MAX_SEARCH_TERMS,
  parseSearchQuery,
  THIN_AND_LIGHT_MAX_KG,
} from './search-query';

describe('parseSearchQuery', () => {
  it('reads "gaming laptop under 80k"', () => {
    const query = parseSearchQuery('gaming laptop under 80k');
    expect(query).toMatchObject({ gaming: true, maxPrice: 80_000, terms: [], brands: [] });
    expect(query.withoutBudget).toBe('gaming laptop');
  });

  it.each([
    ['16gb', { minRamGb: 16 }],
    ['16 GB RAM', { minRamGb: 16 }],
    ['8gb ddr5', { minRamGb: 8 }],
    ['512gb ssd', { minStorageGb: 512, storageType: 'SSD' }],
    ['1tb', { minStorageGb: 1000 }],
    ['ssd', { storageType: 'SSD' }],
    ['hdd', { storageType: 'HDD' }],
    ['i7', { processorBrand: 'Intel', processorFamily: 'core i7' }],
    ['core i5', { processorBrand: 'Intel', processorFamily: 'core i5' }],
    ['intel core ultra 7', { processorBrand: 'Intel', processorFamily: 'ultra 7' }],
    ['ryzen 7', { processorBrand: 'AMD', processorFamily: 'ryzen 7' }],
    ['ryzen', { processorBrand: 'AMD' }],
    ['amd', { processorBrand: 'AMD' }],
    ['apple m3', { processorBrand: 'Apple', processorFamily: 'apple m3' }],
    ['snapdragon', { processorBrand: 'Qualcomm' }],
    ['gaming', { gaming: true }],
    ['high end gaming', { gaming: true, gamingTier: 'High-end' }],
    ['entry level gaming', { gaming: true, gamingTier: 'Entry' }],
    ['thin and light', { maxWeightKg: THIN_AND_LIGHT_MAX_KG }],
    ['thin & light', { maxWeightKg: THIN_AND_LIGHT_MAX_KG }],
    ['lightweight', { maxWeightKg: THIN_AND_LIGHT_MAX_KG }],
    ['dedicated graphics', { dedicatedGraphics: true }],
    ['integrated graphics', { dedicatedGraphics: false }],
  ])('reads the spec "%s"', (text, expected) => {
    const query = parseSearchQuery(text);
    expect(query).toMatchObject(expected);
    expect(query.terms).toEqual([]);
  });

  it('reads object property names as plain words', () => {
    for (const word of ['constructor', 'tostring', 'valueof']) {
      expect(parseSearchQuery(word)).toMatchObject({ terms: [word], brands: [] });
    }
  });

  it('keeps model codes as terms', () => {
    expect(parseSearchQuery('82XM00').terms).toEqual(['82xm00']);
    expect(parseSearchQuery('RTX 4050')).toMatchObject({
      terms: ['rtx', '4050'],
      dedicatedGraphics: true,
    });
    expect(parseSearchQuery('i5-13420H')).toMatchObject({
      processorFamily: 'core i5',
      terms: ['13420h'],
    });
  });

  it('tolerates typos in brand names and reports the correction', () => {
    expect(parseSearchQuery('lenova ideapad')).toMatchObject({
      brands: ['Lenovo'],
      terms: ['ideapad'],
      corrections: [{ from: 'lenova', to: 'Lenovo' }],
    });
    expect(parseSearchQuery('asuss vivobook').brands).toEqual(['ASUS']);
    expect(parseSearchQuery('samsng').brands).toEqual(['Samsung']);
    expect(parseSearchQuery('aser').brands).toEqual(['Acer']);
    expect(parseSearchQuery('hp or dell').brands).toEqual(['HP', 'Dell']);
    expect(parseSearchQuery('macbook air').brands).toEqual(['Apple']);
  });

  it('leaves short words that only look like brands alone', () => {
    expect(parseSearchQuery('hq').brands).toEqual([]);
    expect(parseSearchQuery('oled').brands).toEqual([]);
  });

  it('combines budgets, specs and brands', () => {
    expect(
      parseSearchQuery('Best HP laptop with i5, 16gb ram and SSD between 40k and 60k'),
    ).toMatchObject({
      brands: ['HP'],
      processorFamily: 'core i5',
      minRamGb: 16,
      storageType: 'SSD',
      minPrice: 40_000,
      maxPrice: 60_000,
      terms: [],
    });
    expect(parseSearchQuery('thin and light laptop for college under 1 lakh')).toMatchObject({
      maxWeightKg: THIN_AND_LIGHT_MAX_KG,
      maxPrice: 100_000,
      terms: ['college'],
    });
  });

  it('knows an empty search', () => {
    expect(isEmptySearch(parseSearchQuery(''))).toBe(true);
    expect(isEmptySearch(parseSearchQuery('best laptop'))).toBe(true);
    expect(isEmptySearch(parseSearchQuery('50k'))).toBe(false);
  });

  it('keeps at most ten words to match, the first distinct ones', () => {
    // 200 characters of short distinct words: 50 terms before the cap.
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`);
    const query = parseSearchQuery(words.join(' ').slice(0, 200));
    expect(query.terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(query.terms).toEqual(words.slice(0, MAX_SEARCH_TERMS));
    expect(parseSearchQuery('zenbook 14 oled 82xm00').terms).toEqual([
      'zenbook',
      '14',
      'oled',
      '82xm00',
    ]);
  });
});
