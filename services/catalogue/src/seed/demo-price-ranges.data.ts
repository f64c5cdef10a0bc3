// Demo data: the budget bands of docs/product-rules.md §9 as price ranges, plus premium.
export interface DemoPriceRange {
  name: string;
  slug: string;
  seoSlug: string | null;
  minPrice: number;
  maxPrice: number;
  seoTitle: string;
  seoDescription: string;
}

export const demoPriceRanges: readonly DemoPriceRange[] = [
  {
    name: 'Under ₹30,000',
    slug: 'under-30000',
    seoSlug: 'best-laptop-under-30000',
    minPrice: 0,
    maxPrice: 30_000,
    seoTitle: 'Best Laptops Under ₹30,000 in India',
    seoDescription:
      'Entry-level laptops for school, college and home use: what ₹30,000 buys in processor, RAM and storage, and the compromises to expect.',
  },
  {
    name: 'Under ₹50,000',
    slug: 'under-50000',
    seoSlug: 'best-laptop-under-50000',
    minPrice: 30_001,
    maxPrice: 50_000,
    seoTitle: 'Best Laptops Under ₹50,000 in India',
    seoDescription:
      'The busiest budget in India: 16 GB RAM, SSDs and current Ryzen 5 / Core i5 chips for students and office work.',
  },
  {
    name: 'Under ₹80,000',
    slug: 'under-80000',
    seoSlug: 'best-laptop-under-80000',
    minPrice: 50_001,
    maxPrice: 80_000,
    seoTitle: 'Best Laptops Under ₹80,000 in India',
    seoDescription:
      'Thin-and-light machines with better screens, and the first RTX gaming laptops worth buying.',
  },
  {
    name: 'Under ₹1 Lakh',
    slug: 'under-1-lakh',
    seoSlug: 'best-laptop-under-1-lakh',
    minPrice: 80_001,
    maxPrice: 100_000,
    seoTitle: 'Best Laptops Under ₹1 Lakh in India',
    seoDescription:
      'Mid-range gaming, OLED creator laptops and MacBook Air territory: where performance per rupee peaks.',
  },
  {
    name: 'Under ₹1.5 Lakh',
    slug: 'under-150000',
    seoSlug: 'best-laptop-under-150000',
    minPrice: 100_001,
    maxPrice: 150_000,
    seoTitle: 'Best Laptops Under ₹1.5 Lakh in India',
    seoDescription:
      'RTX 4070-class gaming, business flagships and creator laptops with colour-accurate displays.',
  },
  {
    name: 'Under ₹2 Lakh',
    slug: 'under-200000',
    seoSlug: 'best-laptop-under-200000',
    minPrice: 150_001,
    maxPrice: 200_000,
    seoTitle: 'Best Laptops Under ₹2 Lakh in India',
    seoDescription:
      'High-end gaming and professional workstations: MacBook Pro, ROG and Legion at their most sensible.',
  },
  {
    name: 'Premium (above ₹2 Lakh)',
    slug: 'premium',
    seoSlug: null,
    minPrice: 200_001,
    maxPrice: 500_000,
    seoTitle: 'Premium Laptops in India',
    seoDescription:
      'Flagship gaming and creator machines for buyers who want the fastest hardware money can buy.',
  },
];

/** The range a price falls in, by the bands above. */
export function rangeSlugForPrice(price: number): string {
  const range = demoPriceRanges.find((r) => price >= r.minPrice && price <= r.maxPrice);
  return (range ?? demoPriceRanges[demoPriceRanges.length - 1]).slug;
}
