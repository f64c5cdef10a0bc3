import { dealProblems, withTypeFields, type DealFields } from './deal-rules';

const flash: DealFields = {
  title: 'Flash sale on a laptop',
  dealType: 'flash',
  discountPrice: 49_990,
  bankName: null,
  conditions: null,
  startsAt: new Date('2026-11-25T10:00:00Z'),
  expiresAt: new Date('2026-11-26T10:00:00Z'),
  offerPercent: null,
  offerCap: null,
  processingFee: null,
};

describe('dealProblems', () => {
  it('accepts a flash deal whose end is after its start', () => {
    expect(dealProblems(flash)).toEqual([]);
  });

  it('names expiresAt when the end is at or before the start', () => {
    for (const expiresAt of [flash.startsAt, new Date('2026-11-25T09:00:00Z')]) {
      expect(dealProblems({ ...flash, expiresAt })).toEqual([
        { field: 'expiresAt', message: 'expiresAt must be after startsAt' },
      ]);
    }
  });

  it('names bankName and conditions a bank offer lacks', () => {
    expect(dealProblems({ ...flash, dealType: 'bank' }).map((p) => p.field)).toEqual([
      'bankName',
      'conditions',
    ]);
    expect(
      dealProblems({
        ...flash,
        dealType: 'bank',
        bankName: 'HDFC Bank',
        conditions: 'Credit cards',
      }),
    ).toEqual([]);
  });
});

describe('withTypeFields', () => {
  it('drops the bank fields of any deal but a bank offer', () => {
    const bank = { ...flash, dealType: 'bank' as const, bankName: 'SBI', conditions: 'EMI' };
    expect(withTypeFields(bank)).toBe(bank);
    expect(withTypeFields({ ...bank, dealType: 'exchange' })).toMatchObject({
      bankName: null,
      conditions: null,
    });
  });

  it("keeps an offer's percentage and cap on bank and exchange deals, its EMI fee on bank offers", () => {
    const offer = { offerPercent: 10, offerCap: 1_500, processingFee: 199 };
    const bank = {
      ...flash,
      dealType: 'bank' as const,
      bankName: 'HDFC',
      conditions: 'Cards',
      ...offer,
    };
    expect(withTypeFields(bank)).toBe(bank);
    expect(withTypeFields({ ...bank, dealType: 'exchange' })).toMatchObject({
      offerPercent: 10,
      offerCap: 1_500,
      processingFee: null,
    });
    expect(withTypeFields({ ...bank, dealType: 'flash' })).toMatchObject({
      offerPercent: null,
      offerCap: null,
      processingFee: null,
    });
  });
});
