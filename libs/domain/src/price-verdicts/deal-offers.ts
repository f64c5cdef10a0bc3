import { formatInr } from '../format';

/**
 * What a bank-card or exchange deal takes off, as its operator entered it: a percentage of the
 * price up to a cap ("10% up to ₹1,500"), a percentage alone, or a flat amount (a cap without a
 * percentage: "₹5,000 off"); and, for a no-cost EMI offer, its processing fee.
 */
export interface DealOffer {
  dealType: 'flash' | 'bank' | 'exchange';
  /** The card or bank of a bank offer ("HDFC Bank"). */
  bankName: string | null;
  offerPercent: number | null;
  offerCap: number | null;
  processingFee: number | null;
}

/** The price a shopper pays with the offer: shown as secondary text under the Amazon price. */
export interface EffectivePrice {
  price: number;
  /** What the offer takes off this price. */
  discount: number;
  /** "₹52,490 with an HDFC Bank card (up to ₹1,500 off)". */
  line: string;
}

/** "an HDFC", "an SBI", "an Axis", "a Kotak": letters read as letters in an acronym. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const first = word.trim().split(/\s+/)[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first);
  if (acronym) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  // "a OneCard", "a Uni card": a vowel that sounds like "w" or "y".
  if (/^(one|uni|eu)/i.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** What the offer takes off `price`: the percentage up to the cap, or the flat amount. */
export function offerDiscount(price: number, offer: DealOffer): number | null {
  if (offer.dealType === 'flash') return null;
  const { offerPercent, offerCap } = offer;
  if (offerPercent !== null && offerPercent > 0) {
    const byPercent = Math.round((price * offerPercent) / 100);
    return Math.min(byPercent, offerCap ?? byPercent, price);
  }
  return offerCap !== null && offerCap > 0 ? Math.min(offerCap, price) : null;
}

/**
 * The effective price of a bank-card or exchange deal on `price` (the laptop's Amazon price
 * now), or null when the deal states no percentage or amount (a flash deal's price is its own).
 * An exchange's value depends on the old laptop: its cap is what it may take off at most.
 */
export function effectivePrice(price: number, offer: DealOffer): EffectivePrice | null {
  const discount = offerDiscount(price, offer);
  if (discount === null) return null;
  const paid = price - discount;
  const capped = offer.offerPercent !== null && offer.offerCap !== null;
  const flat = offer.offerPercent === null;
  const off =
    offer.dealType === 'exchange' || capped
      ? `up to ${formatInr(offer.offerCap ?? discount)} off`
      : flat
        ? `${formatInr(discount)} off`
        : `${offer.offerPercent}% off`;
  const how =
    offer.dealType === 'exchange'
      ? 'with an exchange'
      : offer.bankName
        ? `with ${indefiniteArticle(offer.bankName)} ${offer.bankName} card`
        : 'with the bank offer';
  return { price: paid, discount, line: `${formatInr(paid)} ${how} (${off})` };
}

/** A no-cost EMI's real cost: the price paid in instalments plus the stated processing fee. */
export interface EmiCost {
  total: number;
  processingFee: number;
  /** "No-cost EMI: ₹54,189 in all, with the ₹199 processing fee". */
  line: string;
}

export function noCostEmiCost(price: number, offer: DealOffer): EmiCost | null {
  if (offer.dealType !== 'bank' || offer.processingFee === null || offer.processingFee <= 0) {
    return null;
  }
  const total = price + offer.processingFee;
  return {
    total,
    processingFee: offer.processingFee,
    line: `No-cost EMI: ${formatInr(total)} in all, with the ${formatInr(offer.processingFee)} processing fee`,
  };
}
