import type {
  AdminDeal,
  DealAuditEntry as DealAuditView,
  Deal as DealView,
  DealType,
} from '@bli/contracts';
import {
  dealPriceAvailable,
  dealWindowState,
  effectivePrice,
  noCostEmiCost,
  type DealOffer,
} from '@bli/domain';
import type { Deal, DealAuditEntry } from '../entities';

/** A deal as shoppers see it; its laptop must be loaded. */
export function toDealView(deal: Deal): DealView {
  const laptop = deal.laptop.getEntity();
  const offer: DealOffer = {
    dealType: deal.dealType as DealType,
    bankName: deal.bankName,
    offerPercent: deal.offerPercent,
    offerCap: deal.offerCap,
    processingFee: deal.processingFee,
  };
  // On the laptop's Amazon price now: the offer applies to what the shopper pays at checkout.
  const effective = effectivePrice(laptop.currentPrice, offer);
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
    effectivePrice: effective,
    emiCost: noCostEmiCost(effective?.price ?? laptop.currentPrice, offer),
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
