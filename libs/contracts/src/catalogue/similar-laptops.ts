/** docs/product-rules.md §9: a laptop's page shows up to five similar laptops of its range. */
export const SIMILAR_LAPTOPS_SHOWN = 5;

/**
 * The range's top-ranked laptops a laptop's page reads for them (its bundle's `similar`): one
 * more than shown, as the laptop itself may be among them. Schema-free, for the web's bundles.
 */
export const BUNDLE_SIMILAR_PAGE_SIZE = SIMILAR_LAPTOPS_SHOWN + 1;
