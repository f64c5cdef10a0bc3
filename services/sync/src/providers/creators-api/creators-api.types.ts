// Response shapes of the Amazon Creators API, field for field as the SDK models name them
// (docs/retailer-apis.md §A2: get_items_response_content.py, item.py, offers_v2.py, money.py, …).

export interface Money {
  amount?: number;
  currency?: string;
  displayAmount?: string;
}

export interface OfferListingV2 {
  isBuyBoxWinner?: boolean;
  type?: string | null;
  condition?: { value?: string; subCondition?: string };
  availability?: { type?: string; message?: string };
  merchantInfo?: { name?: string; id?: string };
  price?: {
    money?: Money;
    savingBasis?: { money?: Money; savingBasisType?: string; savingBasisTypeLabel?: string };
    savings?: { money?: Money; percentage?: number };
  };
}

/** One size of a picture (image_size.py): the URL as Amazon serves it, to be hot-linked. */
export interface ImageSize {
  url?: string;
  height?: number;
  width?: number;
}

/** The sizes the API lists for one picture (image_type.py). */
export interface ImageType {
  small?: ImageSize;
  medium?: ImageSize;
  large?: ImageSize;
  highRes?: ImageSize;
}

/** A single-valued attribute (`{ displayValue, label, locale }`). */
export interface DisplayValue<T = string> {
  displayValue?: T;
  label?: string;
  unit?: string;
}

/** A multi-valued attribute, e.g. the feature bullets or technicalInfo.formats. */
export interface DisplayValues {
  displayValues?: string[];
  label?: string;
}

export interface CreatorsApiItem {
  asin: string;
  parentASIN?: string;
  detailPageURL?: string;
  itemInfo?: {
    title?: DisplayValue;
    byLineInfo?: { brand?: DisplayValue; manufacturer?: DisplayValue };
    features?: DisplayValues;
    /** The SDK's TechnicalInfo: `formats` holds a laptop listing's "Label: value" lines. */
    technicalInfo?: { formats?: DisplayValues; energyEfficiencyClass?: DisplayValue };
    productInfo?: {
      color?: DisplayValue;
      itemDimensions?: { weight?: DisplayValue<number> };
      releaseDate?: DisplayValue;
    };
    manufactureInfo?: {
      model?: DisplayValue;
      itemPartNumber?: DisplayValue;
      warranty?: DisplayValue;
    };
  };
  images?: { primary?: ImageType; variants?: ImageType[] };
  offersV2?: { listings?: OfferListingV2[] };
  customerReviews?: { count?: number; starRating?: { value?: number } };
}

/** A partial error of a 200 answer: one item that could not be returned. */
export interface CreatorsApiError {
  code: string;
  message: string;
}

export interface GetItemsResponse {
  itemsResult?: { items?: CreatorsApiItem[] };
  errors?: CreatorsApiError[];
}

export interface SearchItemsResponse {
  searchResult?: { totalResultCount?: number; searchURL?: string; items?: CreatorsApiItem[] };
  errors?: CreatorsApiError[];
}

/** Error bodies: ValidationException, UnauthorizedException, AccessDeniedException, … */
export interface CreatorsApiErrorBody {
  type?: string;
  message?: string;
  reason?: string;
  fieldList?: { name: string; message: string }[];
}

export interface SearchItemsRequest {
  keywords?: string;
  brand?: string;
  searchIndex?: string;
  browseNodeId?: string;
  /** Paise, the lowest denomination. */
  minPrice?: number;
  maxPrice?: number;
  itemCount?: number;
  itemPage?: number;
  sortBy?: string;
}

/** amazon.in's Laptops browse node (under Computers & Accessories, 976392031). */
export const LAPTOPS_BROWSE_NODE = '1375424031';

/** The picture sizes we keep (75, 160 and 500 px wide on amazon.in), primary and variants. */
const IMAGE_RESOURCES = ['primary', 'variants'].flatMap((kind) =>
  ['small', 'medium', 'large'].map((size) => `images.${kind}.${size}`),
);

const OFFER_RESOURCES = [
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.condition',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
];

/**
 * What a price refresh asks for: the offer, its availability and the pictures (their URLs must be
 * refreshed with the prices, docs/compliance.md), and no more.
 */
export const PRICE_RESOURCES: readonly string[] = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  ...IMAGE_RESOURCES,
  ...OFFER_RESOURCES,
  'customerReviews.count',
  'customerReviews.starRating',
];

/** A search result row: title, brand, a thumbnail and the price. */
export const SEARCH_RESOURCES: readonly string[] = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'images.primary.medium',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.isBuyBoxWinner',
];

/** An import: the whole listing the parser reads, every picture and the offer. */
export const DETAIL_RESOURCES: readonly string[] = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'itemInfo.features',
  'itemInfo.technicalInfo',
  'itemInfo.productInfo',
  'itemInfo.manufactureInfo',
  ...IMAGE_RESOURCES,
  ...OFFER_RESOURCES,
  'customerReviews.count',
  'customerReviews.starRating',
];
