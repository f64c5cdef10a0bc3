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

export interface CreatorsApiItem {
  asin: string;
  parentASIN?: string;
  detailPageURL?: string;
  itemInfo?: {
    title?: { displayValue?: string };
    byLineInfo?: { brand?: { displayValue?: string } };
  };
  images?: { primary?: { large?: { url?: string; height?: number; width?: number } } };
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
  /** Paise, the lowest denomination. */
  minPrice?: number;
  maxPrice?: number;
  itemCount?: number;
  itemPage?: number;
  sortBy?: string;
}

/** The resources a price refresh needs, and no more. */
export const PRICE_RESOURCES = [
  'itemInfo.title',
  'itemInfo.byLineInfo',
  'images.primary.large',
  'offersV2.listings.price',
  'offersV2.listings.availability',
  'offersV2.listings.condition',
  'offersV2.listings.isBuyBoxWinner',
  'offersV2.listings.merchantInfo',
  'customerReviews.count',
  'customerReviews.starRating',
] as const;
