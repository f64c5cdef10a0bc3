import type { Reply } from '@bli/dev-infra';
import { priceAt } from '../products/price-drift';
import { availabilityOf, modelOf, releaseDateOf } from '../products/product-details';
import type { SimulatedProduct } from '../products/simulated-product';
import {
  COMPUTERS_BROWSE_NODE,
  itemFor,
  LAPTOPS_BROWSE_NODE,
  type ItemContext,
} from './creators-api-items';

/** amazon.in's search indexes (PA-API India locale page); laptops live under Computers. */
const SEARCH_INDEXES = new Set([
  'All',
  'Apparel',
  'Appliances',
  'Automotive',
  'Baby',
  'Beauty',
  'Books',
  'Collectibles',
  'Computers',
  'Electronics',
  'EverythingElse',
  'Fashion',
  'Furniture',
  'GardenAndOutdoor',
  'GiftCards',
  'GroceryAndGourmetFood',
  'HealthPersonalCare',
  'HomeAndKitchen',
  'Industrial',
  'Jewelry',
  'KindleStore',
  'Luggage',
  'LuxuryBeauty',
  'MobileApps',
  'MoviesAndTV',
  'Music',
  'MusicalInstruments',
  'OfficeProducts',
  'PetSupplies',
  'Shoes',
  'Software',
  'SportsAndOutdoors',
  'ToolsAndHomeImprovement',
  'ToysAndGames',
  'VideoGames',
  'Watches',
]);
const LAPTOP_INDEXES = new Set(['All', 'Computers', 'Electronics']);
const SORTS = new Set([
  'AvgCustomerReviews',
  'Featured',
  'NewestArrivals',
  'Price:HighToLow',
  'Price:LowToHigh',
  'Relevance',
]);
const SEARCH_FIELDS = ['keywords', 'title', 'brand', 'browseNodeId', 'actor', 'artist', 'author'];
/** Words every laptop answers to: "laptop" alone finds the whole Laptops node. */
const GENERIC_WORDS = new Set([
  'laptop',
  'laptops',
  'notebook',
  'notebooks',
  'computer',
  'pc',
  'for',
  'with',
  'and',
  'the',
  'a',
  'in',
  'new',
]);

type Problem = { name: string; message: string };

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9.+]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);

/** Every query word is the start of a word of the text (a trailing plural "s" may be left off). */
function matchesAll(query: string[], text: string[]): boolean {
  return query.every((word) => {
    const stem = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
    return text.some((token) => token.startsWith(word) || token.startsWith(stem));
  });
}

function integerIn(
  input: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  problems: Problem[],
): number | undefined {
  const value = input[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    problems.push({
      name,
      message: `The value [${String(value)}] provided in the request for ${name} is invalid. Please provide a value between ${min} and ${max}.`,
    });
    return undefined;
  }
  return value;
}

const notFound = (query: string): Reply => ({
  status: 404,
  body: {
    type: 'ResourceNotFoundException',
    message: 'No results found for your request.',
    resourceId: query,
    resourceType: 'SearchResult',
  },
});

/**
 * searchItems over amazon.in's Laptops node: keywords / title / brand words, the node, a price
 * band in paise, availability, sorting and `itemPage` paging (itemCount a page, default 10, at
 * most 10 pages), each item holding only the resources asked for.
 */
export function searchItems(
  products: readonly SimulatedProduct[],
  input: Record<string, unknown>,
  resources: ReadonlySet<string>,
  context: ItemContext,
): Reply {
  const problems: Problem[] = [];
  const itemCount = integerIn(input, 'itemCount', 1, 10, problems) ?? 10;
  const itemPage = integerIn(input, 'itemPage', 1, 10, problems) ?? 1;
  const minPrice = integerIn(input, 'minPrice', 0, Number.MAX_SAFE_INTEGER, problems);
  const maxPrice = integerIn(input, 'maxPrice', 0, Number.MAX_SAFE_INTEGER, problems);
  const minRating = integerIn(input, 'minReviewsRating', 1, 4, problems);
  const minSaving = integerIn(input, 'minSavingPercent', 1, 99, problems);
  const text = (name: string) => {
    const value = input[name];
    if (value === undefined) return '';
    if (typeof value !== 'string') {
      problems.push({ name, message: `The value provided in the request for ${name} is invalid.` });
      return '';
    }
    return value.trim();
  };
  const keywords = text('keywords');
  const title = text('title');
  const brand = text('brand');
  const browseNodeId = text('browseNodeId');
  const searchIndex = text('searchIndex') || 'All';
  const sortBy = text('sortBy') || 'Relevance';
  const availability = text('availability') || 'Available';
  if (
    !SEARCH_FIELDS.some((name) => typeof input[name] === 'string' && (input[name] as string).trim())
  ) {
    problems.push({
      name: 'keywords',
      message:
        "Your request should have at least 1 of the following parameters: 'keywords', 'actor', 'artist', 'author', 'brand', 'browseNodeId', 'title'.",
    });
  }
  if (browseNodeId && !/^\d{1,19}$/.test(browseNodeId)) {
    problems.push({
      name: 'browseNodeId',
      message: `The value [${browseNodeId}] provided in the request for browseNodeId is invalid.`,
    });
  }
  if (!SEARCH_INDEXES.has(searchIndex)) {
    problems.push({
      name: 'searchIndex',
      message: `The value [${searchIndex}] provided in the request for searchIndex is invalid for the marketplace www.amazon.in.`,
    });
  }
  if (!SORTS.has(sortBy)) {
    problems.push({
      name: 'sortBy',
      message: `The value [${sortBy}] provided in the request for sortBy is invalid.`,
    });
  }
  if (availability !== 'Available' && availability !== 'IncludeOutOfStock') {
    problems.push({
      name: 'availability',
      message: `The value [${availability}] provided in the request for availability is invalid.`,
    });
  }
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    problems.push({ name: 'minPrice', message: 'minPrice must not be greater than maxPrice.' });
  }
  if (problems.length > 0) {
    return {
      status: 400,
      body: {
        type: 'ValidationException',
        message: problems[0].message,
        reason: 'FieldValidationFailed',
        fieldList: problems,
      },
    };
  }

  const query = [keywords, title, brand].filter(Boolean).join(' ');
  const inLaptops =
    LAPTOP_INDEXES.has(searchIndex) &&
    (!browseNodeId ||
      browseNodeId === LAPTOPS_BROWSE_NODE ||
      browseNodeId === COMPUTERS_BROWSE_NODE);
  if (!inLaptops) return notFound(query);

  const keywordWords = words(keywords).filter((word) => !GENERIC_WORDS.has(word));
  const titleWords = words(title).filter((word) => !GENERIC_WORDS.has(word));
  const priced = products.map((product) => ({
    product,
    price: priceAt(product, context.at, context.drift),
    availability: availabilityOf(product),
  }));
  const matches = priced.filter(({ product, price, availability: state }) => {
    const titleText = words(product.title);
    const searchable = [...titleText, ...words(product.brand), ...words(modelOf(product))];
    const paise = price * 100;
    const saving =
      product.listPrice && product.listPrice > price
        ? ((product.listPrice - price) / product.listPrice) * 100
        : 0;
    return (
      matchesAll(keywordWords, searchable) &&
      matchesAll(titleWords, titleText) &&
      (!brand || product.brand.toLowerCase() === brand.toLowerCase()) &&
      state !== 'UNAVAILABLE' &&
      (availability === 'IncludeOutOfStock' || state === 'IN_STOCK') &&
      (minPrice === undefined || paise >= minPrice) &&
      (maxPrice === undefined || paise <= maxPrice) &&
      (minRating === undefined || (product.rating ?? 0) >= minRating) &&
      (minSaving === undefined || saving >= minSaving)
    );
  });

  const relevance = (product: SimulatedProduct) => {
    const head = words(product.title.split(',')[0]);
    return keywordWords.filter((word) => head.some((token) => token.startsWith(word))).length;
  };
  const newest = (a: SimulatedProduct, b: SimulatedProduct) =>
    releaseDateOf(b).localeCompare(releaseDateOf(a));
  matches.sort((a, b) => {
    switch (sortBy) {
      case 'Price:LowToHigh':
        return a.price - b.price;
      case 'Price:HighToLow':
        return b.price - a.price;
      case 'NewestArrivals':
        return newest(a.product, b.product);
      case 'AvgCustomerReviews':
        return (b.product.rating ?? 0) - (a.product.rating ?? 0);
      default:
        return (
          relevance(b.product) - relevance(a.product) ||
          newest(a.product, b.product) ||
          b.product.reviewCount - a.product.reviewCount
        );
    }
  });
  // Array sort is stable: ties keep the catalogue order.
  const page = matches.slice((itemPage - 1) * itemCount, itemPage * itemCount);
  if (page.length === 0) return notFound(query);

  const searchResult: Record<string, unknown> = {
    totalResultCount: matches.length,
    searchURL: `https://www.amazon.in/s?k=${encodeURIComponent(query || 'laptops')}&rh=n%3A${LAPTOPS_BROWSE_NODE}&tag=${encodeURIComponent(context.partnerTag)}&linkCode=osi`,
    items: page.map(({ product }) => itemFor(product, resources, context)),
  };
  if (resources.has('searchRefinements')) {
    const brands = [...new Set(matches.map(({ product }) => product.brand))].sort();
    searchResult.searchRefinements = {
      searchIndex: {
        id: 'SearchIndex',
        displayName: 'Department',
        bins: [{ id: 'Computers', displayName: 'Computers & Accessories' }],
      },
      browseNode: {
        id: 'BrowseNode',
        displayName: 'Department',
        bins: [{ id: LAPTOPS_BROWSE_NODE, displayName: 'Laptops' }],
      },
      otherRefinements: [
        {
          id: 'Brand',
          displayName: 'Brand',
          bins: brands.map((name) => ({ id: name, displayName: name })),
        },
      ],
    };
  }
  return { status: 200, body: { searchResult } };
}
