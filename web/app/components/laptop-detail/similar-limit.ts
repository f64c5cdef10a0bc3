/** docs/product-rules.md §9: up to 5 similar laptops (the loader asks one more: this laptop may be among them). */
export const SIMILAR_LIMIT = 5;
