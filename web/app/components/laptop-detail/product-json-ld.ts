import type { Availability, Laptop } from '@bli/contracts';
import { isPriceCurrent } from '@bli/domain';
import { SITE_NAME } from '../../lib/site';

const notes = (items: readonly string[]) => ({
  '@type': 'ItemList',
  itemListElement: items.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name })),
});

/** schema.org availability of an offer Amazon has, in stock or not. */
const OFFER_AVAILABILITY: Partial<Record<Availability, string>> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/**
 * Product snippet markup (docs/compliance.md, Google): Product with an Offer while the price is
 * current (24-hour rule) and the laptop is sold (not retired, and Amazon has an offer: in stock
 * or out of stock, said so), and our review's pros and cons as positiveNotes/negativeNotes.
 * No AggregateRating: the rating shown on the page is not a rating of our own.
 */
export function productJsonLd(laptop: Laptop, pageUrl: string): object {
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: laptop.title,
    url: pageUrl,
    sku: laptop.asin,
    brand: { '@type': 'Brand', name: laptop.brand },
  };
  if (laptop.model) product.model = laptop.model;
  if (laptop.imageUrl) product.image = laptop.imageUrl;
  const sold = laptop.status !== 'retired' && laptop.availability !== 'unavailable';
  if (sold && isPriceCurrent(laptop.lastUpdated)) {
    product.offers = {
      '@type': 'Offer',
      price: laptop.currentPrice,
      priceCurrency: 'INR',
      url: laptop.affiliateUrl,
      ...(laptop.availability && { availability: OFFER_AVAILABILITY[laptop.availability] }),
    };
  }
  if (laptop.pros.length > 0 || laptop.cons.length > 0) {
    const review: Record<string, unknown> = {
      '@type': 'Review',
      name: `${laptop.brand} ${laptop.model ?? 'laptop'} review`,
      author: { '@type': 'Organization', name: SITE_NAME },
    };
    if (laptop.pros.length > 0) review.positiveNotes = notes(laptop.pros);
    if (laptop.cons.length > 0) review.negativeNotes = notes(laptop.cons);
    product.review = review;
  }
  return product;
}
