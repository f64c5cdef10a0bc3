import { processorModelTokens, processorNameTokens } from './processor-names';

describe('processorNameTokens', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(processorNameTokens('Intel Core i5-1135G7 (4 cores)')).toEqual([
      'intel',
      'core',
      'i5',
      '1135g7',
      '4',
      'cores',
    ]);
    expect(processorNameTokens(' – ')).toEqual([]);
  });
});

describe('processorModelTokens', () => {
  it('keeps the model number of a processor name', () => {
    expect(processorModelTokens('AMD Ryzen 5 5500U')).toEqual(['5500u']);
    expect(processorModelTokens('Intel Core i5-1135G7')).toEqual(['i5', '1135g7']);
    expect(processorModelTokens('Intel Core Ultra 7 155H')).toEqual(['155h']);
  });

  it('keeps the word before a digits-only model', () => {
    expect(processorModelTokens('AMD Ryzen 7 260')).toEqual(['7', '260']);
  });

  it('has nothing to match in a name without letters or digits', () => {
    expect(processorModelTokens('  ')).toEqual([]);
  });
});
