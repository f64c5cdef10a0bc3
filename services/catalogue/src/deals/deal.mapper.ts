import type {
  AdminDeal,
  DealAuditEntry as DealAuditView,
  Deal as DealView,
  DealType,
  LaptopOffer,
} from '@bli/contracts';
import {
  dealPriceAvailable,
  dealWindowState,
  effectivePrice,
  noCostEmiCost,
  type DealOffer,
} from '@bli/domain';
import type { Deal, DealAuditEntry } from '../entities';

/**
 * What a bank-card or exchange offer makes the laptop's price (docs/deal-verdicts.md "What will I
 * pay with my card"), on its Amazon price now: the offer applies to what the shopper pays at
 * checkout. Both null on a flash deal and on an offer that states none.
 */
function offerPrices(
  deal: Pick<Deal, 'dealType' | 'bankName' | 'offerPercent' | 'offerCap' | 'processingFee'>,
  currentPrice: number,
): Pick<DealView, 'effectivePrice' | 'emiCost'> {
  const offer: DealOffer = {
    dealType: deal.dealType as DealType,
    bankName: deal.bankName,
    offerPercent: deal.offerPercent,
    offerCap: deal.offerCap,
    processingFee: deal.processingFee,
  };
  const effective = effectivePrice(currentPrice, offer);
  return {
    effectivePrice: effective,
    emiCost: noCostEmiCost(effective?.price ?? currentPrice, offer),
  };
}

/** What a laptop's page shows of a live deal: the columns `toLaptopOffer` reads. */
export const LAPTOP_OFFER_PROPERTIES = [
  'id',
  'title',
  'dealType',
  'bankName',
  'offerPercent',
  'offerCap',
  'processingFee',
  'expiresAt',
] as const satisfies readonly (keyof Deal)[];

export type LaptopOfferRow = Pick<Deal, (typeof LAPTOP_OFFER_PROPERTIES)[number]>;

/** A deal as shoppers see it; its laptop must be loaded. */
export function toDealView(deal: Deal): DealView {
  const laptop = deal.laptop.getEntity();
  return {
    id: deal.id,
    title: deal.title,
    dealType: deal.dealType as DealType,
    discountPrice: deal.discountPrice,
    originalPrice: laptop.originalPrice ?? laptop.currentPrice,
    bankName: deal.bankName,
    conditions: deal.conditions,
    startsAt: deal.startsAt.toISOString(),
    expiresAt: deal.expiresAt.toISOString(),
    isActive: deal.isActive,
    laptop: {
      asin: laptop.asin,
      slug: laptop.slug,
      brand: laptop.brand,
      title: laptop.title,
      currentPrice: laptop.currentPrice,
      lastUpdated: laptop.lastUpdated.toISOString(),
    },
    priceAvailable: dealPriceAvailable(laptop.currentPrice, deal.discountPrice),
    offerPercent: deal.offerPercent,
    offerCap: deal.offerCap,
    processingFee: deal.processingFee,
    ...offerPrices(deal, laptop.currentPrice),
  };
}

/**
 * A deal on its laptop's page, on the price the page shows (`currentPrice`): its laptop need not
 * be loaded. Whether it changes what the laptop costs is the caller's to decide.
 */
export function toLaptopOffer(deal: LaptopOfferRow, currentPrice: number): LaptopOffer {
  return {
    id: deal.id,
    title: deal.title,
    dealType: deal.dealType as DealType,
    bankName: deal.bankName,
    expiresAt: deal.expiresAt.toISOString(),
    ...offerPrices(deal, currentPrice),
  };
}

export function toAdminDeal(deal: Deal, now: Date): AdminDeal {
  return {
    ...toDealView(deal),
    state: dealWindowState(deal, now),
    laptopStatus: deal.laptop.getEntity().status,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
  };
}

export function toDealAuditEntry(entry: DealAuditEntry): DealAuditView {
  return {
    id: entry.id,
    dealId: entry.deal.id,
    operator: entry.operator,
    field: entry.field,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    at: entry.at.toISOString(),
  };
}
