/**
 * What the home page's sections read of the whole catalogue: the catalogue counts it
 * (`GET /api/laptops/summary`, docs/product-rules.md §7) and the loader hands it down.
 */
export type { HomeSummary } from '@bli/contracts';
/** docs/product-rules.md §9: the travel use case's weight limit (1.4 kg). */
export { TRAVEL_WEIGHT_LIMIT_KG } from '@bli/domain';
