import type { HomeSummary, LaptopSitemapParts, ListFacts } from '@bli/contracts';

/** PostgreSQL's count(*) is a bigint, which arrives as text. */
type Count = string | number;

/** One list's aggregates as the statement returns them (ListFactsRepository.facts). */
export interface ListFactsRow {
  count: Count;
  brands: Count;
  cheapest: number | null;
  as_of: string | null;
  ram16_plus: Count;
  ssd: Count;
  dedicated_graphics: Count;
  intel: Count;
  amd: Count;
  gaming: Count;
  entry: Count;
  mid_range: Count;
  high_end: Count;
  newest: string | null;
}

export function toListFacts(row: ListFactsRow): ListFacts {
  return {
    count: Number(row.count),
    brands: Number(row.brands),
    from:
      row.cheapest !== null && row.as_of !== null ? { price: row.cheapest, asOf: row.as_of } : null,
    ram16Plus: Number(row.ram16_plus),
    ssd: Number(row.ssd),
    dedicatedGraphics: Number(row.dedicated_graphics),
    intel: Number(row.intel),
    amd: Number(row.amd),
    gaming: Number(row.gaming),
    tiers: {
      Entry: Number(row.entry),
      'Mid-range': Number(row.mid_range),
      'High-end': Number(row.high_end),
    },
    newest: row.newest,
  };
}

/** The home page's aggregates as the statement returns them (ListFactsRepository.homeSummary). */
export interface HomeSummaryRow {
  total: Count;
  laptops_by_brand: Record<string, number>;
  verified_range_ids: number[];
  gaming: Count;
  dedicated_graphics: Count;
  ram16_or_more: Count;
  oled_displays: Count;
  travel_weight: Count;
}

export function toHomeSummary(row: HomeSummaryRow): HomeSummary {
  return {
    totalLaptops: Number(row.total),
    brandCount: Object.keys(row.laptops_by_brand).length,
    laptopsByBrand: row.laptops_by_brand,
    verifiedRangeIds: row.verified_range_ids,
    gaming: Number(row.gaming),
    dedicatedGraphics: Number(row.dedicated_graphics),
    ram16OrMore: Number(row.ram16_or_more),
    oledDisplays: Number(row.oled_displays),
    travelWeight: Number(row.travel_weight),
  };
}

export interface SitemapPartRow {
  part: Count;
  laptops: Count;
  newest: string;
}

export function toSitemapParts(rows: readonly SitemapPartRow[]): LaptopSitemapParts {
  return rows.map((row) => ({
    part: Number(row.part),
    laptops: Number(row.laptops),
    newest: row.newest,
  }));
}
