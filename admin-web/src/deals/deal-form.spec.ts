import type { AdminDeal } from '@bli/contracts';
import {
  dealErrors,
  dealRequest,
  emptyDealForm,
  formFromDeal,
  showsBankFields,
  showsOfferFields,
} from './deal-form';

const now = new Date('2026-11-25T13:00:00Z');

describe('the deal form', () => {
  it('starts a new deal now (shown in IST) for a day', () => {
    const form = emptyDealForm(now);
    expect(form.startsAt).toBe('2026-11-25T18:30');
    expect(form.expiresAt).toBe('2026-11-26T18:30');
    expect(form.dealType).toBe('flash');
  });

  it('asks for a laptop and readable times before asking the server', () => {
    const { errors } = dealRequest({ ...emptyDealForm(now), startsAt: '', expiresAt: 'soon' });
    expect(Object.keys(errors ?? {})).toEqual(['laptop', 'startsAt', 'expiresAt']);
  });

  it('sends the times as instants and the bank fields only for a bank offer', () => {
    const form = {
      ...emptyDealForm(now),
      laptopAsin: 'B0N5A31TUU',
      title: '  HDFC card offer on a Chromebook ',
      discountPrice: '17990',
      bankName: 'HDFC Bank',
      conditions: 'Credit cards only',
    };
    expect(showsBankFields(form)).toBe(false);
    expect(dealRequest(form).body).toEqual({
      laptop: 'B0N5A31TUU',
      title: 'HDFC card offer on a Chromebook',
      dealType: 'flash',
      discountPrice: 17_990,
      bankName: null,
      conditions: null,
      offerPercent: null,
      offerCap: null,
      processingFee: null,
      startsAt: '2026-11-25T13:00:00.000Z',
      expiresAt: '2026-11-26T13:00:00.000Z',
    });
    expect(dealRequest({ ...form, dealType: 'bank' }).body).toMatchObject({
      bankName: 'HDFC Bank',
      conditions: 'Credit cards only',
    });
  });

  it("sends a bank or exchange offer's percentage, cap and EMI fee, and names one that is no number", () => {
    const form = {
      ...emptyDealForm(now),
      laptopAsin: 'B0N5A31TUU',
      title: 'ICICI card offer on a Chromebook',
      discountPrice: '17990',
      offerPercent: '7.5',
      offerCap: '₹1,500',
      processingFee: '199',
    };
    expect(showsOfferFields(form)).toBe(false);
    expect(dealRequest(form).body).toMatchObject({
      offerPercent: null,
      offerCap: null,
      processingFee: null,
    });
    expect(dealRequest({ ...form, dealType: 'bank' }).body).toMatchObject({
      offerPercent: 7.5,
      offerCap: 1_500,
      processingFee: 199,
    });
    expect(dealRequest({ ...form, dealType: 'exchange' }).body).toMatchObject({
      offerPercent: 7.5,
      offerCap: 1_500,
      processingFee: null,
    });
    expect(dealRequest({ ...form, dealType: 'bank', offerCap: 'lots' }).errors).toEqual({
      offerCap: 'offerCap must be a number',
    });
  });

  it('edits a stored deal in IST', () => {
    const deal = {
      laptop: { asin: 'B0N5A31TUU', brand: 'ASUS', title: 'Chromebook' },
      title: 'A stored deal',
      dealType: 'bank',
      discountPrice: 17_990,
      bankName: 'SBI Card',
      conditions: null,
      offerPercent: null,
      offerCap: 3_000,
      processingFee: 199,
      startsAt: '2026-11-25T13:00:00.000Z',
      expiresAt: '2026-11-27T00:00:00.000Z',
    } as unknown as AdminDeal;
    expect(formFromDeal(deal)).toMatchObject({
      laptopLabel: 'ASUS Chromebook',
      discountPrice: '17990',
      bankName: 'SBI Card',
      conditions: '',
      offerPercent: '',
      offerCap: '3000',
      processingFee: '199',
      startsAt: '2026-11-25T18:30',
      expiresAt: '2026-11-27T05:30',
    });
  });
});

describe('dealErrors', () => {
  it('puts each named field under its input, a 404 under the laptop and a 409 under the title', () => {
    const fieldErrors = [
      { field: 'expiresAt', message: 'expiresAt must be after startsAt' },
      { field: 'bankName', message: 'bankName is required for a bank offer' },
      { field: 'operator', message: 'odd' },
    ];
    expect(dealErrors({ status: 400, message: 'bad', fieldErrors })).toEqual({
      expiresAt: 'expiresAt must be after startsAt',
      bankName: 'bankName is required for a bank offer',
      form: 'odd',
    });
    expect(dealErrors({ status: 404, message: 'no laptop', fieldErrors: [] })).toEqual({
      laptop: 'no laptop',
    });
    expect(dealErrors({ status: 409, message: 'taken', fieldErrors: [] })).toEqual({
      title: 'taken',
    });
  });
});
