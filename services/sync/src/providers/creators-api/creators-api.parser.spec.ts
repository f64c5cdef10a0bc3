import { asinOfError, parseCreatorsItem } from './creators-api.parser';

describe('Creators API item parsing', () => {
  it('takes the buy-box listing: rupees rounded, saving basis as original price', () => {
    const parsed = parseCreatorsItem({
      asin: 'B0EXAMPLE1',
      detailPageURL: 'https://www.amazon.in/dp/B0EXAMPLE1?tag=t-21',
      itemInfo: {
        title: { displayValue: 'Laptop' },
        byLineInfo: { brand: { displayValue: 'HP' } },
      },
      images: { primary: { large: { url: 'https://m.media-amazon.com/images/I/x.jpg' } } },
      offersV2: {
        listings: [
          { isBuyBoxWinner: false, price: { money: { amount: 50_000 } } },
          {
            isBuyBoxWinner: true,
            price: {
              money: { amount: 54_990.0, currency: 'INR' },
              savingBasis: { money: { amount: 72_990.4 }, savingBasisType: 'LIST_PRICE' },
            },
          },
        ],
      },
      customerReviews: { count: 1_234, starRating: { value: 4.2 } },
    });
    expect(parsed).toEqual({
      asin: 'B0EXAMPLE1',
      title: 'Laptop',
      brand: 'HP',
      imageUrl: 'https://m.media-amazon.com/images/I/x.jpg',
      detailPageUrl: 'https://www.amazon.in/dp/B0EXAMPLE1?tag=t-21',
      price: 54_990,
      originalPrice: 72_990,
      rating: 4.2,
      reviewCount: 1_234,
    });
  });

  it('has no price without an offer, and no original price when the basis is not above it', () => {
    expect(parseCreatorsItem({ asin: 'B0EXAMPLE2' })).toMatchObject({
      price: null,
      originalPrice: null,
    });
    expect(
      parseCreatorsItem({
        asin: 'B0EXAMPLE3',
        offersV2: {
          listings: [
            { price: { money: { amount: 999 }, savingBasis: { money: { amount: 999 } } } },
          ],
        },
      }),
    ).toMatchObject({ price: 999, originalPrice: null });
    expect(parseCreatorsItem({ asin: 'B0EXAMPLE4' })).not.toHaveProperty('rating');
  });

  it('finds the asin a partial error is about', () => {
    const asins = ['B0EXAMPLE1', 'B0EXAMPLE2'];
    expect(asinOfError('The ItemId B0EXAMPLE2 provided in the request is invalid.', asins)).toBe(
      'B0EXAMPLE2',
    );
    expect(asinOfError('Something else', asins)).toBeUndefined();
  });
});
