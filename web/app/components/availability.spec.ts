import { testLaptop } from '@bli/testing';
import { offerState } from './availability';

describe('offerState', () => {
  it('in stock, or not yet said: nothing to say, the usual buy button', () => {
    for (const availability of ['in_stock', null] as const) {
      expect(offerState(testLaptop({ availability }))).toEqual({
        note: null,
        buyLabel: null,
        retired: false,
      });
    }
  });

  it('out of stock: says so, and the buy button reads "See on Amazon"', () => {
    expect(offerState(testLaptop({ availability: 'out_of_stock' }))).toEqual({
      note: 'Out of stock',
      buyLabel: 'See on Amazon',
      retired: false,
    });
  });

  it('no offer at all: "Currently unavailable", "See on Amazon"', () => {
    expect(offerState(testLaptop({ availability: 'unavailable' }))).toEqual({
      note: 'Currently unavailable',
      buyLabel: 'See on Amazon',
      retired: false,
    });
  });

  it('retired: no longer sold, whatever the retailer last said', () => {
    expect(
      offerState(testLaptop({ status: 'retired', isActive: false, availability: 'in_stock' })),
    ).toEqual({ note: 'No longer sold', buyLabel: null, retired: true });
  });
});
