import { Laptop } from '../entities';
import { primaryImageUrl, setAvailability } from './retailer-facts';

describe('primaryImageUrl', () => {
  it("is the first picture's largest size", () => {
    const size = (url: string, width: number) => ({ url, width, height: width });
    expect(
      primaryImageUrl([
        { sizes: [size('https://x/a-75.jpg', 75), size('https://x/a-500.jpg', 500)] },
        { sizes: [size('https://x/b-1000.jpg', 1000)] },
      ]),
    ).toBe('https://x/a-500.jpg');
  });

  it('is null without pictures', () => {
    expect(primaryImageUrl([])).toBeNull();
  });
});

describe('setAvailability', () => {
  const at = (hour: number) => new Date(`2026-11-21T${String(hour).padStart(2, '0')}:00:00Z`);

  it('starts the unavailable clock once, and any offer (even out of stock) stops it', () => {
    const laptop = new Laptop();
    setAvailability(laptop, 'unavailable', at(8));
    setAvailability(laptop, 'unavailable', at(9));
    expect(laptop).toMatchObject({ availability: 'unavailable', unavailableSince: at(8) });
    setAvailability(laptop, 'out_of_stock', at(10));
    expect(laptop).toMatchObject({ availability: 'out_of_stock', unavailableSince: null });
    setAvailability(laptop, 'unavailable', at(11));
    expect(laptop.unavailableSince).toEqual(at(11));
  });
});
