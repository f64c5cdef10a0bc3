import {
  asinOfError,
  availabilityOf,
  imagesOf,
  listingInputOf,
  parseCreatorsItem,
} from './creators-api.parser';

const media = 'https://m.media-amazon.com/images/I';
const size = (id: string, width: number) => ({
  url: `${media}/${id}._SL${width}_.jpg`,
  width,
  height: Math.round((width * 3) / 4),
});

describe('Creators API item parsing', () => {
  it('takes the buy-box listing: rupees rounded, saving basis as original price', () => {
    const parsed = parseCreatorsItem({
      asin: 'B0EXAMPLE1',
      detailPageURL: 'https://www.amazon.in/dp/B0EXAMPLE1?tag=t-21',
      itemInfo: {
        title: { displayValue: 'Laptop' },
        byLineInfo: { brand: { displayValue: 'HP' } },
      },
      images: {
        primary: {
          large: { url: 'https://m.media-amazon.com/images/I/x.jpg', width: 500, height: 375 },
        },
      },
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
      availability: 'in_stock',
      images: [
        { sizes: [{ url: 'https://m.media-amazon.com/images/I/x.jpg', width: 500, height: 375 }] },
      ],
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

  it('lists every picture, the primary first, each in its sizes smallest first', () => {
    const images = imagesOf({
      asin: 'B0EXAMPLE1',
      images: {
        primary: { large: size('P', 500), small: size('P', 75), medium: size('P', 160) },
        variants: [
          { medium: size('V1', 160), large: size('V1', 500) },
          // Nothing usable: no URL, no width, not http(s).
          {
            small: { url: `${media}/V2._SL75_.jpg` },
            medium: { width: 160, height: 120 },
            large: { url: 'javascript:alert(1)', width: 500, height: 375 },
          },
          // The primary again (Amazon repeats it among the variants now and then).
          { large: size('P', 500) },
          { large: size('V3', 500) },
        ],
      },
    });
    expect(images).toEqual([
      { sizes: [size('P', 75), size('P', 160), size('P', 500)] },
      { sizes: [size('V1', 160), size('V1', 500)] },
      { sizes: [size('V3', 500)] },
    ]);
    expect(imagesOf({ asin: 'B0EXAMPLE2' })).toEqual([]);
    // The search answer asks for the medium primary only: that is the row's picture.
    expect(
      parseCreatorsItem({ asin: 'B0EXAMPLE3', images: { primary: { medium: size('S', 160) } } })
        .imageUrl,
    ).toBe(size('S', 160).url);
  });

  it('reads availability from offersV2: in stock, out of stock, or no offer at all', () => {
    const priced = { price: { money: { amount: 50_000 } } };
    expect(
      availabilityOf({
        asin: 'B0EXAMPLE1',
        offersV2: { listings: [{ ...priced, availability: { type: 'IN_STOCK' } }] },
      }),
    ).toBe('in_stock');
    // A pre-order can be bought; a price without an availability is an offer too.
    expect(
      availabilityOf({
        asin: 'B0EXAMPLE1',
        offersV2: { listings: [{ ...priced, availability: { type: 'AVAILABLE_DATE' } }] },
      }),
    ).toBe('in_stock');
    expect(availabilityOf({ asin: 'B0EXAMPLE1', offersV2: { listings: [priced] } })).toBe(
      'in_stock',
    );
    expect(
      availabilityOf({
        asin: 'B0EXAMPLE1',
        offersV2: {
          listings: [{ availability: { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' } }],
        },
      }),
    ).toBe('out_of_stock');
    expect(availabilityOf({ asin: 'B0EXAMPLE1', offersV2: { listings: [{}] } })).toBe(
      'out_of_stock',
    );
    expect(availabilityOf({ asin: 'B0EXAMPLE1' })).toBe('unavailable');
    expect(availabilityOf({ asin: 'B0EXAMPLE1', offersV2: { listings: [] } })).toBe('unavailable');
  });

  it('gives the parser the title, brand, bullets and technical info lines', () => {
    const input = listingInputOf({
      asin: 'B0G7ACO8IU',
      itemInfo: {
        title: { displayValue: 'HP OmniBook 5 AI PC, AMD Ryzen AI 7 350, 16GB LPDDR5X, 1TB SSD' },
        byLineInfo: { brand: { displayValue: 'HP' } },
        features: { displayValues: ['Processor: AMD Ryzen AI 7 350', 'Backlit keyboard'] },
        technicalInfo: {
          formats: {
            displayValues: [
              'RAM: 16 GB LPDDR5X-7500 (onboard, not upgradable)',
              'no label',
              'Empty: ',
            ],
          },
        },
        productInfo: { itemDimensions: { weight: { displayValue: 1340, unit: 'Grams' } } },
        manufactureInfo: {
          model: { displayValue: 'OmniBook 5 14' },
          itemPartNumber: { displayValue: 'he0036AU' },
        },
      },
    });
    expect(input).toEqual({
      title: 'HP OmniBook 5 AI PC, AMD Ryzen AI 7 350, 16GB LPDDR5X, 1TB SSD',
      brand: 'HP',
      features: ['Processor: AMD Ryzen AI 7 350', 'Backlit keyboard'],
      technicalInfo: [
        { label: 'RAM', value: '16 GB LPDDR5X-7500 (onboard, not upgradable)' },
        { label: 'Item Weight', value: 1340 },
        { label: 'Model Name', value: 'OmniBook 5 14' },
        { label: 'Item Part Number', value: 'he0036AU' },
      ],
    });
    expect(listingInputOf({ asin: 'B0EXAMPLE1' })).toEqual({
      title: '',
      brand: null,
      features: [],
      technicalInfo: [],
    });
  });

  it('finds the asin a partial error is about', () => {
    const asins = ['B0EXAMPLE1', 'B0EXAMPLE2'];
    expect(asinOfError('The ItemId B0EXAMPLE2 provided in the request is invalid.', asins)).toBe(
      'B0EXAMPLE2',
    );
    expect(asinOfError('Something else', asins)).toBeUndefined();
  });
});
