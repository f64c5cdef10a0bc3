import type { Deal as DealView, DealType } from '@bli/contracts';
import type { Deal } from '../entities';

export function toDealView(deal: Deal): DealView {
  return {
    id: deal.id,
    title: deal.title,
    dealType: deal.dealType as DealType,
    discountPrice: deal.discountPrice,
    originalPrice: deal.originalPrice,
    expiresAt: deal.expiresAt?.toISOString() ?? null,
    isActive: deal.isActive,
  };
}
