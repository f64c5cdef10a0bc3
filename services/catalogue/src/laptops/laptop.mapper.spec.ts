import { Laptop } from '../entities';
import { toLaptopDetail, toLaptopView } from './laptop.mapper';

const now = new Date('2026-11-22T12:00:00Z');
const picture = (name: string) => ({
  sizes: [
    { url: `https://m.media-amazon.com/images/I/${name}._SL75_.jpg`, width: 75, height: 75 },
    { url: `https://m.media-amazon.com/images/I/${name}._SL500_.jpg`, width: 500, height: 500 },
  ],
});

function laptop(overrides: Partial<Laptop> = {}): Laptop {
  return Object.assign(new Laptop(), {
    id: 1,
    slug: 'hp-victus-15',
    asin: 'B0TEST0001',
    title: 'HP Victus 15',
    brand: 'HP',
    affiliateUrl: 'https://www.amazon.in/dp/B0TEST0001?tag=test-21',
    currentPrice: 59_990,
    lastUpdated: new Date('2026-11-22T10:00:00Z'),
    images: [picture('a'), picture('b')],
    imageUrl: 'https://m.media-amazon.com/images/I/a._SL500_.jpg',
    imagesRefreshedAt: new Date('2026-11-21T12:00:00Z'),
    ...overrides,
  });
}

describe('toLaptopView', () => {
  it('shows pictures refreshed within the last 24 hours', () => {
    const view = toLaptopView(laptop(), now);
    expect(view.images).toEqual([picture('a'), picture('b')]);
    expect(view.imageUrl).toBe('https://m.media-amazon.com/images/I/a._SL500_.jpg');
  });

  it('shows no picture once the last refresh is older than 24 hours, or never happened', () => {
    for (const imagesRefreshedAt of [new Date('2026-11-21T11:59:59Z'), null]) {
      const view = toLaptopView(laptop({ imagesRefreshedAt }), now);
      expect({ images: view.images, imageUrl: view.imageUrl }).toEqual({
        images: [],
        imageUrl: null,
      });
    }
  });

  it('says the state: active only when on sale', () => {
    expect(toLaptopView(laptop({ status: 'active' }), now)).toMatchObject({
      status: 'active',
      isActive: true,
    });
    for (const status of ['draft', 'retired'] as const) {
      expect(toLaptopView(laptop({ status }), now)).toMatchObject({ status, isActive: false });
    }
  });

  it('adds the review and verdict for the page', () => {
    const detail = toLaptopDetail(laptop({ review: 'Our review', verdict: null }), now);
    expect(detail).toMatchObject({ review: 'Our review', verdict: null });
  });
});
