import { CatalogueApi, type Deal } from '@bli/contracts';
import { apiCall } from './api-client';

/** A deal that changes what this laptop costs: a bank or exchange offer, or a no-cost EMI, that states it. */
export function offersFor(deals: readonly Deal[], slug: string): Deal[] {
  return deals.filter(
    (deal) => deal.laptop.slug === slug && (deal.effectivePrice !== null || deal.emiCost !== null),
  );
}

/**
 * The live bank and exchange offers of one laptop, for its page's effective price
 * (docs/deal-verdicts.md "What will I pay with my card"). `GET /api/deals` has no laptop filter,
 * and the live list is short, so the whole list is read and this laptop's taken from it: only
 * those reach the page. An extra: when the catalogue cannot answer, the page shows none and the
 * log says why.
 */
export async function fetchLaptopOffers(slug: string): Promise<Deal[]> {
  try {
    return offersFor(await apiCall(CatalogueApi.dealsList), slug);
  } catch (error) {
    console.warn(`The deals of ${slug} could not be loaded`, error);
    return [];
  }
}
