import type { Availability, LaptopImage } from '@bli/contracts';
import type { Laptop } from '../entities';

// What the retailer says of a laptop besides its price, as price sync and import record it.

/** The primary (first) picture's largest size: what readers showing one picture use. */
export function primaryImageUrl(images: readonly LaptopImage[]): string | null {
  const sizes = images[0]?.sizes ?? [];
  const largest = sizes.reduce<LaptopImage['sizes'][number] | null>(
    (best, size) =>
      best === null || size.width * size.height > best.width * best.height ? size : best,
    null,
  );
  return largest?.url ?? null;
}

/** "unavailable" starts the clock towards a retirement proposal; any offer stops it. */
export function setAvailability(laptop: Laptop, availability: Availability, at: Date): void {
  if (availability === 'unavailable') {
    if (laptop.availability !== 'unavailable' || !laptop.unavailableSince) {
      laptop.unavailableSince = at;
    }
  } else {
    laptop.unavailableSince = null;
  }
  laptop.availability = availability;
}

/** The pictures as the API served them at `at`, hot-linked: never copied, refreshed by each sync. */
export function setImages(laptop: Laptop, images: LaptopImage[], at: Date): void {
  laptop.images = images;
  laptop.imagesRefreshedAt = at;
  laptop.imageUrl = primaryImageUrl(images);
}
