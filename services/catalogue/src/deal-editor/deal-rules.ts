import type { DealType } from '@bli/contracts';

/** A deal's fields as they will be saved: the rules across fields are checked on these. */
export interface DealFields {
  title: string;
  dealType: DealType;
  discountPrice: number;
  bankName: string | null;
  conditions: string | null;
  startsAt: Date;
  expiresAt: Date;
  /** A bank or exchange offer's percentage, cap (or flat amount) and no-cost EMI fee. */
  offerPercent: number | null;
  offerCap: number | null;
  processingFee: number | null;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * docs/product-rules.md "Deals": the end comes after the start, and a bank offer names its card
 * or bank and its conditions. (A deal price above 0 and the laptop are the request's and the
 * lookup's.) Empty when the deal may be saved.
 */
export function dealProblems(deal: DealFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (deal.expiresAt.getTime() <= deal.startsAt.getTime()) {
    problems.push({ field: 'expiresAt', message: 'expiresAt must be after startsAt' });
  }
  if (deal.dealType === 'bank') {
    if (deal.bankName === null) {
      problems.push({ field: 'bankName', message: 'bankName is required for a bank offer' });
    }
    if (deal.conditions === null) {
      problems.push({ field: 'conditions', message: 'conditions are required for a bank offer' });
    }
  }
  return problems;
}

/**
 * Only a bank offer carries a bank, conditions and a no-cost EMI fee; a bank or exchange offer
 * its percentage and cap (the effective price); a flash deal's price is its own, with none.
 */
export function withTypeFields(deal: DealFields): DealFields {
  switch (deal.dealType) {
    case 'bank':
      return deal;
    case 'exchange':
      return { ...deal, bankName: null, conditions: null, processingFee: null };
    case 'flash':
      return {
        ...deal,
        bankName: null,
        conditions: null,
        offerPercent: null,
        offerCap: null,
        processingFee: null,
      };
  }
}
