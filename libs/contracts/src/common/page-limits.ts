// No schema here: browser code reads these limits, and a module with a zod schema brings zod.

/**
 * Laptops a list answer carries when the caller does not say: at about 1.5 KB of JSON a laptop
 * (163 KiB for the 109 demo laptops; the largest about 10 % over the median), 100 is about
 * 150 KB, far below NATS's 1 MB message limit.
 */
export const PAGE_SIZE_DEFAULT = 100;
/** The most a caller may ask for in one page: 200 of the largest laptops stay under 400 KB. */
export const PAGE_SIZE_MAX = 200;
/** Deepest page: OFFSET walks the index up to the page, so the walk stays bounded. */
export const PAGE_MAX = 10_000;
