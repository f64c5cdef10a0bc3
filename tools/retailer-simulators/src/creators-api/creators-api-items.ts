import { IMAGE_SIZES, type ImageSizeName, type ProductImages } from '../images/product-images';
import { priceAt, reviewCountAt, type DriftOptions } from '../products/price-drift';
import {
  availabilityOf,
  colourOf,
  featuresOf,
  modelOf,
  releaseDateOf,
  specLinesOf,
  weightGramsOf,
} from '../products/product-details';
import type { SimulatedProduct } from '../products/simulated-product';

/** amazon.in's Laptops browse node and its root, Computers & Accessories. */
export const LAPTOPS_BROWSE_NODE = '1375424031';
export const COMPUTERS_BROWSE_NODE = '976392031';

const money = (amount: number) => ({
  amount,
  currency: 'INR',
  displayAmount: `₹${amount.toLocaleString('en-IN')}.00`,
});

const attribute = (displayValue: string | number, label: string) => ({
  displayValue,
  label,
  locale: 'en_IN',
});

export interface ItemContext {
  images: ProductImages;
  /** Where the pictures' URLs point: the simulator's own server unless configured. */
  mediaBaseUrl: string;
  partnerTag: string;
  at: number;
  drift: DriftOptions;
}

const SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSizeName[];

function imagesFor(
  product: SimulatedProduct,
  resources: ReadonlySet<string>,
  context: ItemContext,
) {
  const sized = (index: number, kind: 'primary' | 'variants') => {
    const entry: Record<string, unknown> = {};
    for (const size of SIZE_NAMES) {
      if (resources.has(`images.${kind}.${size}`)) {
        entry[size] = context.images.sized(product.asin, index, size, context.mediaBaseUrl);
      }
    }
    return Object.keys(entry).length > 0 ? entry : null;
  };
  const images: Record<string, unknown> = {};
  const primary = sized(0, 'primary');
  if (primary) images.primary = primary;
  const count = context.images.count(product.asin);
  const variants = Array.from({ length: Math.max(0, count - 1) }, (_, i) =>
    sized(i + 1, 'variants'),
  );
  if (variants.length > 0 && variants[0]) images.variants = variants;
  return images;
}

function itemInfoFor(product: SimulatedProduct, resources: ReadonlySet<string>) {
  const itemInfo: Record<string, unknown> = {};
  if (resources.has('itemInfo.title')) itemInfo.title = attribute(product.title, 'Title');
  if (resources.has('itemInfo.byLineInfo')) {
    itemInfo.byLineInfo = {
      brand: attribute(product.brand, 'Brand'),
      manufacturer: attribute(product.brand, 'Manufacturer'),
    };
  }
  if (resources.has('itemInfo.features')) {
    const features = featuresOf(product);
    if (features.length > 0) {
      itemInfo.features = { displayValues: features, label: 'Features', locale: 'en_IN' };
    }
  }
  if (resources.has('itemInfo.technicalInfo')) {
    // The SDK's TechnicalInfo holds `formats` (a multi-valued attribute) and
    // `energyEfficiencyClass`; a laptop listing's formats are its specification lines.
    const lines = specLinesOf(product);
    if (lines.length > 0) {
      itemInfo.technicalInfo = {
        formats: {
          displayValues: lines.map(([label, value]) => `${label}: ${value}`),
          label: 'Format',
          locale: 'en_IN',
        },
      };
    }
  }
  if (resources.has('itemInfo.productInfo')) {
    const grams = weightGramsOf(product);
    itemInfo.productInfo = {
      color: attribute(colourOf(product), 'Color'),
      ...(grams !== null
        ? { itemDimensions: { weight: { ...attribute(grams, 'Weight'), unit: 'Grams' } } }
        : {}),
      releaseDate: attribute(`${releaseDateOf(product)}T00:00:01Z`, 'ReleaseDate'),
      unitCount: attribute(1, 'NumberOfItems'),
    };
  }
  if (resources.has('itemInfo.manufactureInfo')) {
    itemInfo.manufactureInfo = {
      model: attribute(modelOf(product), 'Model'),
      ...(product.partNumber
        ? { itemPartNumber: attribute(product.partNumber, 'PartNumber') }
        : {}),
      warranty: attribute('1 year manufacturer warranty', 'Warranty'),
    };
  }
  if (resources.has('itemInfo.classifications')) {
    itemInfo.classifications = {
      binding: attribute('Laptop', 'Binding'),
      productGroup: attribute('Personal Computer', 'ProductGroup'),
    };
  }
  return itemInfo;
}

function listingFor(
  product: SimulatedProduct,
  resources: ReadonlySet<string>,
  context: ItemContext,
) {
  const availability = availabilityOf(product);
  const inStock = availability === 'IN_STOCK';
  const listing: Record<string, unknown> = {};
  if (resources.has('offersV2.listings.isBuyBoxWinner')) listing.isBuyBoxWinner = inStock;
  if (resources.has('offersV2.listings.type')) listing.type = null;
  if (resources.has('offersV2.listings.condition')) {
    listing.condition = { value: 'New', subCondition: 'Unknown' };
  }
  if (resources.has('offersV2.listings.availability')) {
    listing.availability = inStock
      ? { type: 'IN_STOCK', message: 'In stock', minOrderQuantity: 1, maxOrderQuantity: 2 }
      : { type: 'OUT_OF_STOCK', message: 'Currently unavailable.' };
  }
  if (resources.has('offersV2.listings.merchantInfo')) {
    listing.merchantInfo = { name: 'Simulated Retail India', id: 'A1SIMULATED01' };
  }
  // An out-of-stock listing has no buyable price.
  if (resources.has('offersV2.listings.price') && inStock) {
    const price = priceAt(product, context.at, context.drift);
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
  return listing;
}

/** One item of a getItems / searchItems answer, holding only the resources asked for. */
export function itemFor(
  product: SimulatedProduct,
  resources: ReadonlySet<string>,
  context: ItemContext,
): Record<string, unknown> {
  const wants = (prefix: string) => [...resources].some((r) => r.startsWith(prefix));
  const item: Record<string, unknown> = {
    asin: product.asin,
    detailPageURL: `https://www.amazon.in/dp/${product.asin}?tag=${encodeURIComponent(context.partnerTag)}&linkCode=ogi&th=1&psc=1`,
  };
  if (resources.has('parentASIN')) item.parentASIN = product.asin;

  const itemInfo = itemInfoFor(product, resources);
  if (Object.keys(itemInfo).length > 0) item.itemInfo = itemInfo;

  const images = imagesFor(product, resources, context);
  if (Object.keys(images).length > 0) item.images = images;

  // UNAVAILABLE: no offer at all, so no offersV2 (as for an item nobody sells).
  if (wants('offersV2.listings.') && availabilityOf(product) !== 'UNAVAILABLE') {
    item.offersV2 = { listings: [listingFor(product, resources, context)] };
  }

  if (wants('customerReviews.') && product.rating !== null) {
    const reviews: Record<string, unknown> = {};
    if (resources.has('customerReviews.count')) reviews.count = reviewCountAt(product, context.at);
    if (resources.has('customerReviews.starRating')) reviews.starRating = { value: product.rating };
    item.customerReviews = reviews;
  }

  if (wants('browseNodeInfo.')) {
    const salesRank = 900 + Math.round(product.basePrice / 1000);
    const browseNodeInfo: Record<string, unknown> = {};
    if (resources.has('browseNodeInfo.browseNodes')) {
      browseNodeInfo.browseNodes = [
        {
          id: LAPTOPS_BROWSE_NODE,
          displayName: 'Laptops',
          contextFreeName: 'Laptops',
          isRoot: false,
          ...(resources.has('browseNodeInfo.browseNodes.salesRank')
            ? { salesRank: Math.round(salesRank / 10) }
            : {}),
          ...(resources.has('browseNodeInfo.browseNodes.ancestor')
            ? {
                ancestor: {
                  id: COMPUTERS_BROWSE_NODE,
                  displayName: 'Computers & Accessories',
                  contextFreeName: 'Computers & Accessories',
                },
              }
            : {}),
        },
      ];
    }
    if (resources.has('browseNodeInfo.websiteSalesRank')) {
      browseNodeInfo.websiteSalesRank = {
        salesRank,
        contextFreeName: 'Computers & Accessories',
        displayName: 'Computers & Accessories',
      };
    }
    item.browseNodeInfo = browseNodeInfo;
  }
  return item;
}
