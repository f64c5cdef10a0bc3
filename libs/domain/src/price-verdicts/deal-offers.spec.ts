import { effectivePrice, indefiniteArticle, noCostEmiCost, type DealOffer } from './deal-offers';

const bank: DealOffer = {
  dealType: 'bank',
  bankName: 'HDFC Bank',
  offerPercent: 10,
  offerCap: 1_500,
  processingFee: null,
};

describe('effectivePrice', () => {
  it('takes the percentage up to the cap', () => {
    expect(effectivePrice(54_990, bank)).toEqual({
      price: 53_490,
      discount: 1_500,
      line: '₹53,490 with an HDFC Bank card (up to ₹1,500 off)',
    });
    expect(effectivePrice(9_990, bank)).toMatchObject({ price: 8_991, discount: 999 });
  });

  it('takes a percentage alone, or a flat amount', () => {
    expect(effectivePrice(50_000, { ...bank, offerCap: null })?.line).toBe(
      '₹45,000 with an HDFC Bank card (10% off)',
    );
    expect(
      effectivePrice(57_990, { ...bank, bankName: 'Kotak', offerPercent: null, offerCap: 5_000 })
        ?.line,
    ).toBe('₹52,990 with a Kotak card (₹5,000 off)');
  });

  it('gives an exchange its most', () => {
    const exchange: DealOffer = {
      ...bank,
      dealType: 'exchange',
      bankName: null,
      offerPercent: null,
      offerCap: 12_000,
    };
    expect(effectivePrice(99_990, exchange)?.line).toBe(
      '₹87,990 with an exchange (up to ₹12,000 off)',
    );
  });

  it('has none for a flash deal or an offer without figures', () => {
    expect(effectivePrice(50_000, { ...bank, dealType: 'flash' })).toBeNull();
    expect(effectivePrice(50_000, { ...bank, offerPercent: null, offerCap: null })).toBeNull();
  });
});

describe('noCostEmiCost', () => {
  it('adds the stated processing fee', () => {
    expect(noCostEmiCost(65_990, { ...bank, processingFee: 199 })).toEqual({
      total: 66_189,
      processingFee: 199,
      line: 'No-cost EMI: ₹66,189 in all, with the ₹199 processing fee',
    });
    expect(noCostEmiCost(65_990, bank)).toBeNull();
  });
});

describe('indefiniteArticle', () => {
  it('reads acronyms by their letters', () => {
    expect(
      ['HDFC', 'SBI Card', 'ICICI', 'Axis Bank', 'Kotak', 'Yes Bank', 'OneCard', 'BOB'].map(
        indefiniteArticle,
      ),
    ).toEqual(['an', 'an', 'an', 'an', 'a', 'a', 'a', 'a']);
  });
});
