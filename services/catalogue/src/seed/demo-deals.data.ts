// Demo data: invented offers of the three kinds the site shows, each on a demo laptop (by asin).
// Times are relative to seed time; each deal price is at or above its laptop's demo price, so
// the offers show as available until a price sync moves the laptop's price above it.
import type { DealType } from '@bli/contracts';

export interface DemoDeal {
  title: string;
  dealType: DealType;
  /** The demo laptop the deal is for. */
  asin: string;
  discountPrice: number;
  bankName: string | null;
  conditions: string | null;
  /** What a bank or exchange offer takes off: a percentage up to a cap, or the cap alone (flat). */
  offerPercent: number | null;
  offerCap: number | null;
  /** A no-cost EMI's processing fee. */
  processingFee: number | null;
  /** Hours from seed time until the deal ends. */
  expiresInHours: number;
}

export const demoDeals: readonly DemoDeal[] = [
  {
    title: 'Flash sale: HP Victus 15 (fa1351TX) at ₹72,990',
    dealType: 'flash',
    asin: 'B0KVKFM6BC',
    discountPrice: 72_990,
    bankName: null,
    conditions: null,
    offerPercent: null,
    offerCap: null,
    processingFee: null,
    expiresInHours: 30,
  },
  {
    title: '₹5,000 instant discount with HDFC Bank credit cards on the ASUS TUF Gaming A15',
    dealType: 'bank',
    asin: 'B0I2AQAGXQ',
    discountPrice: 52_990,
    bankName: 'HDFC Bank',
    conditions:
      '₹5,000 instant discount on HDFC Bank credit cards, full swipe or EMI, on orders of ₹50,000 or more.',
    offerPercent: null,
    offerCap: 5_000,
    processingFee: null,
    expiresInHours: 120,
  },
  {
    title: 'Exchange your old laptop for up to ₹12,000 off the MacBook Air 13 M4',
    dealType: 'exchange',
    asin: 'B0R05D3DHA',
    discountPrice: 91_990,
    bankName: null,
    conditions: null,
    offerPercent: null,
    offerCap: 12_000,
    processingFee: null,
    expiresInHours: 24 * 30,
  },
  {
    title: 'No-cost EMI and ₹3,000 off with SBI cards on the Lenovo IdeaPad Slim 5',
    dealType: 'bank',
    asin: 'B07R7ZP96V',
    discountPrice: 65_990,
    bankName: 'SBI Card',
    conditions: '₹3,000 instant discount and no-cost EMI up to 6 months on SBI credit cards.',
    offerPercent: null,
    offerCap: 3_000,
    processingFee: 199,
    expiresInHours: 24 * 14,
  },
  {
    title: 'Lightning deal: ASUS Vivobook 15 (Core i5, 16 GB) under ₹45,000',
    dealType: 'flash',
    asin: 'B0UPPBN1DM',
    discountPrice: 44_990,
    bankName: null,
    conditions: null,
    offerPercent: null,
    offerCap: null,
    processingFee: null,
    expiresInHours: 8,
  },
];
