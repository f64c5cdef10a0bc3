import type { Laptop } from '@bli/contracts';
import { hasRating } from '@bli/domain';
import { SITE_NAME } from '../../lib/site';

/** "ASUS TUF Gaming F15 FX506HF", or the start of the title when there is no model name. */
export function shortName(laptop: Laptop): string {
  if (laptop.model) {
    return laptop.model.toLowerCase().startsWith(laptop.brand.toLowerCase())
      ? laptop.model
      : `${laptop.brand} ${laptop.model}`;
  }
  const head = laptop.title.split(',')[0];
  return head.length <= 60 ? head : `${head.slice(0, 57)}…`;
}

export function detailTitle(laptop: Laptop): string {
  return `${shortName(laptop)}: Specs, Price History & Review | ${SITE_NAME}`;
}

const size = (gb: number | null, kind: string | null) =>
  gb === null
    ? null
    : `${gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`}${kind ? ` ${kind}` : ''}`;

/** Meta description from the laptop's own data; prices stay out (they expire within 24 hours). */
export function detailDescription(laptop: Laptop): string {
  const specs = [
    laptop.processorModel &&
      [laptop.processorBrand, laptop.processorModel].filter(Boolean).join(' '),
    size(laptop.ramSize, 'RAM'),
    size(laptop.storageSize, laptop.storageType),
    laptop.displaySize,
    laptop.hasDedicatedGraphics && laptop.graphicsModel ? laptop.graphicsModel : null,
  ].filter(Boolean);
  const rating = hasRating(laptop.rating)
    ? ` Rated ${laptop.rating}/5 stars from ${laptop.reviewCount.toLocaleString('en-IN')} reviews.`
    : '';
  return `${shortName(laptop)}${specs.length > 0 ? ` with ${specs.join(', ')}` : ''}.${rating} Full specifications, 90-day price history, pros and cons, and similar laptops compared.`;
}
