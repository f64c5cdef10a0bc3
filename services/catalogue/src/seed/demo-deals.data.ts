// Demo data: invented offers of the three kinds the site shows; expiries are relative to seed time.
export interface DemoDeal {
  title: string;
  dealType: 'flash' | 'bank' | 'exchange';
  discountPrice: number;
  originalPrice: number;
  /** Hours from seed time until the deal ends; null for an open-ended offer. */
  expiresInHours: number | null;
}

export const demoDeals: readonly DemoDeal[] = [
  {
    title: 'Flash sale: HP Victus 15 with RTX 4050 at its lowest price',
    dealType: 'flash',
    discountPrice: 67_990,
    originalPrice: 84_999,
    expiresInHours: 30,
  },
  {
    title: '₹5,000 instant discount with HDFC Bank credit cards on gaming laptops',
    dealType: 'bank',
    discountPrice: 5_000,
    originalPrice: 0,
    expiresInHours: 120,
  },
  {
    title: 'Exchange your old laptop and save up to ₹12,000 on a MacBook Air M4',
    dealType: 'exchange',
    discountPrice: 87_900,
    originalPrice: 99_900,
    expiresInHours: null,
  },
  {
    title: 'No-cost EMI and ₹3,000 off with SBI cards on Lenovo IdeaPad Slim 5',
    dealType: 'bank',
    discountPrice: 62_990,
    originalPrice: 65_990,
    expiresInHours: null,
  },
  {
    title: 'Lightning deal: ASUS Vivobook 15 (Core i5, 16 GB) under ₹45,000',
    dealType: 'flash',
    discountPrice: 44_990,
    originalPrice: 62_990,
    expiresInHours: 8,
  },
];
