export * from './listing-types';
export { parseListing, derivedFacts, listingFilters, specificationLines } from './listing-parser';
