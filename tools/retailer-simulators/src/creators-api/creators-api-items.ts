import { priceAt, reviewCountAt, type DriftOptions } from '../products/price-drift';
import type { SimulatedProduct } from '../products/simulated-product';

const money = (amount: number) => ({
  amount,
  currency: 'INR',
  displayAmount: `₹${amount.toLocaleString('en-IN')}.00`,
});

function imageUrl(asin: string, size: number): string {
  return `https://m.media-amazon.com/images/I/${asin}SIM._SL${size}_.jpg`;
}

const IMAGE_SIZES: Record<string, number> = { small: 75, medium: 160, large: 500, highRes: 1500 };

/** One item of a getItems / searchItems answer, holding only the resources asked for. */
export function itemFor(
  product: SimulatedProduct,
  resources: ReadonlySet<string>,
  partnerTag: string,
  at: number,
  drift: DriftOptions,
): Record<string, unknown> {
  const wants = (prefix: string) => [...resources].some((r) => r.startsWith(prefix));
  const item: Record<string, unknown> = {
    asin: product.asin,
    detailPageURL: `https://www.amazon.in/dp/${product.asin}?tag=${encodeURIComponent(partnerTag)}&linkCode=ogi&th=1&psc=1`,
  };
  if (resources.has('parentASIN')) item.parentASIN = product.asin;

  const itemInfo: Record<string, unknown> = {};
  if (resources.has('itemInfo.title')) {
    itemInfo.title = { displayValue: product.title, label: 'Title', locale: 'en_IN' };
  }
  if (resources.has('itemInfo.byLineInfo')) {
    itemInfo.byLineInfo = {
      brand: { displayValue: product.brand, label: 'Brand', locale: 'en_IN' },
    };
  }
  if (Object.keys(itemInfo).length > 0) item.itemInfo = itemInfo;

  const images: Record<string, unknown> = {};
  for (const [size, pixels] of Object.entries(IMAGE_SIZES)) {
    if (resources.has(`images.primary.${size}`)) {
      images.primary = {
        ...(images.primary as object),
        [size]: { url: imageUrl(product.asin, pixels), height: pixels, width: pixels },
      };
    }
  }
  if (Object.keys(images).length > 0) item.images = images;

  if (wants('offersV2.listings.') && product.available !== false) {
    const price = priceAt(product, at, drift);
    const listing: Record<string, unknown> = {};
    if (resources.has('offersV2.listings.isBuyBoxWinner')) listing.isBuyBoxWinner = true;
    if (resources.has('offersV2.listings.type')) listing.type = null;
    if (resources.has('offersV2.listings.condition')) {
      listing.condition = { value: 'New', subCondition: 'Unknown' };
    }
    if (resources.has('offersV2.listings.availability')) {
      listing.availability = {
        type: 'IN_STOCK',
        message: 'In stock',
        minOrderQuantity: 1,
        maxOrderQuantity: 2,
      };
    }
    if (resources.has('offersV2.listings.merchantInfo')) {
      listing.merchantInfo = { name: 'Simulated Retail India', id: 'A1SIMULATED01' };
    }
    if (resources.has('offersV2.listings.price')) {
      const list = product.listPrice;
      listing.price = {
        money: money(price),
        ...(list !== null && list > price
          ? {
              savingBasis: {
                money: money(list),
                savingBasisType: 'LIST_PRICE',
                savingBasisTypeLabel: 'M.R.P.',
              },
              savings: {
                money: money(list - price),
                percentage: Math.round(((list - price) / list) * 100),
              },
            }
          : {}),
      };
    }
    item.offersV2 = { listings: [listing] };
  }

  if (wants('customerReviews.') && product.rating !== null) {
    const reviews: Record<string, unknown> = {};
    if (resources.has('customerReviews.count')) reviews.count = reviewCountAt(product, at);
    if (resources.has('customerReviews.starRating')) reviews.starRating = { value: product.rating };
    item.customerReviews = reviews;
  }
  return item;
}
