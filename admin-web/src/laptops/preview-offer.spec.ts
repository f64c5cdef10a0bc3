import { buyButtonText } from './preview-offer';

describe("the preview's buy button", () => {
  it('words the buy button by state and stock', () => {
    expect(buyButtonText({ status: 'active', availability: 'in_stock' })).toBe(
      'Check Price On Amazon',
    );
    expect(buyButtonText({ status: 'active', availability: 'out_of_stock' })).toBe('See on Amazon');
    expect(buyButtonText({ status: 'retired', availability: 'in_stock' })).toBeNull();
    expect(buyButtonText({ status: 'active', availability: null }, 'Buy')).toBe('Buy');
  });
});
