import { offerState } from './availability';

describe('offerState', () => {
  it('in stock, or not yet said: nothing to say, the usual buy button', () => {
    for (const availability of ['in_stock', null] as const) {
      expect(offerState({ status: 'active', availability })).toEqual({
        note: null,
        buyLabel: null,
        retired: false,
      });
    }
  });

  it('out of stock: says so, and the buy button reads "See on Amazon"', () => {
    expect(offerState({ status: 'active', availability: 'out_of_stock' })).toEqual({
      note: 'Out of stock',
      buyLabel: 'See on Amazon',
      retired: false,
    });
  });

  it('no offer at all: "Currently unavailable", "See on Amazon"', () => {
    expect(offerState({ status: 'active', availability: 'unavailable' })).toEqual({
      note: 'Currently unavailable',
      buyLabel: 'See on Amazon',
      retired: false,
    });
  });

  it('retired: no longer sold, whatever the retailer last said', () => {
    expect(offerState({ status: 'retired', availability: 'in_stock' })).toEqual({
      note: 'No longer sold',
      buyLabel: null,
      retired: true,
    });
  });

  it('a draft the retailer has in stock: nothing to say (the editor previews it as sold)', () => {
    expect(offerState({ status: 'draft', availability: 'in_stock' }).note).toBeNull();
  });
});
