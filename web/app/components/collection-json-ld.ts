import type { Laptop } from '@bli/contracts';
import { isPriceCurrent } from '@bli/domain';

type JsonLdObject = Record<string, unknown>;

/** docs/product-rules.md §9: the filter pages' structured data lists 5 items; the use-case pages follow them. */
export const LIST_ITEMS = 5;

/**
 * One list entry: a Product pointing at our own page for the laptop, with its price in INR only
 * while that price is current (Amazon's 24-hour rule).
 */
function listItem(laptop: Laptop, position: number, origin: string, now: Date): JsonLdObject {
  const url = `${origin}/laptop/${laptop.slug}`;
  const product: JsonLdObject = {
    '@type': 'Product',
    name: laptop.title,
    brand: { '@type': 'Brand', name: laptop.brand },
    sku: laptop.asin,
    url,
  };
  if (laptop.imageUrl) product.image = laptop.imageUrl;
  if (isPriceCurrent(laptop.lastUpdated, now)) {
    product.offers = { '@type': 'Offer', price: laptop.currentPrice, priceCurrency: 'INR', url };
  }
  return { '@type': 'ListItem', position, item: product };
}

export interface CollectionPage {
  name: string;
  /** The page's absolute canonical URL; laptop URLs are built on its origin. */
  url: string;
  description?: string | null;
  /** In the page's order, best first; the caller decides how many (filter pages: 5). */
  laptops: readonly Laptop[];
}

/**
 * schema.org CollectionPage whose ItemList lists products with their price in INR (docs/product-rules.md §2),
 * for the range, landing, filter, gaming and use-case pages.
 */
export function collectionJsonLd(page: CollectionPage, now: Date = new Date()): JsonLdObject {
  const { origin } = new URL(page.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    url: page.url,
    ...(page.description ? { description: page.description } : {}),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.laptops.length,
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      itemListElement: page.laptops.map((laptop, i) => listItem(laptop, i + 1, origin, now)),
    },
  };
}
