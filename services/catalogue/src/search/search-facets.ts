import type { FacetValue, SearchFacetName } from '@bli/contracts';
import { formatInr } from '@bli/domain';

/** Budget bands of the price facet, the same bands as the site's price ranges. */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 30_000 },
  { min: 30_001, max: 50_000 },
  { min: 50_001, max: 80_000 },
  { min: 80_001, max: 100_000 },
  { min: 100_001, max: 150_000 },
  { min: 150_001, max: 200_000 },
  { min: 200_001, max: null },
];

export const RAM_STEPS = [8, 16, 32] as const;
export const WEIGHT_STEPS = [1.5, 2] as const;

export function priceBandLabel(band: { min: number; max: number | null }): string {
  if (band.min === 0 && band.max !== null) return `Under ${formatInr(band.max)}`;
  if (band.max === null) return `Above ${formatInr(band.min - 1)}`;
  return `${formatInr(band.min - 1)} – ${formatInr(band.max)}`;
}

/** One row of the facet query: every count as a column (bigints arrive as strings). */
export type FacetRow = Record<string, string | number | null | FacetPair[]>;
export interface FacetPair {
  value: string | number;
  count: number;
}

const n = (value: unknown) => Number(value ?? 0);
const nonEmpty = (values: FacetValue[]) => values.filter((value) => value.count > 0);

/** The SELECT list that counts every facet value over the `base` rows. */
export const FACET_COLUMNS_SQL = [
  `(select coalesce(json_agg(json_build_object('value', brand, 'count', c) order by c desc, brand), '[]'::json)
      from (select brand, count(*)::int as c from base group by brand) b) as brands`,
  `(select coalesce(json_agg(json_build_object('value', processor_brand, 'count', c) order by c desc), '[]'::json)
      from (select processor_brand, count(*)::int as c from base where processor_brand is not null group by processor_brand) p) as processors`,
  ...RAM_STEPS.map((gb) => `count(*) filter (where ram_size >= ${gb}) as ram_${gb}`),
  `count(*) filter (where storage_type = 'SSD') as storage_ssd`,
  `count(*) filter (where storage_type = 'HDD') as storage_hdd`,
  `count(*) filter (where has_dedicated_graphics) as graphics_dedicated`,
  `count(*) filter (where not has_dedicated_graphics) as graphics_integrated`,
  ...['Entry', 'Mid-range', 'High-end'].map(
    (tier, i) => `count(*) filter (where gaming_tier = '${tier}') as tier_${i}`,
  ),
  ...PRICE_BANDS.map(
    (band, i) =>
      `count(*) filter (where current_price >= ${band.min}${band.max === null ? '' : ` and current_price <= ${band.max}`}) as price_${i}`,
  ),
  ...WEIGHT_STEPS.map((kg, i) => `count(*) filter (where weight_kg <= ${kg}) as weight_${i}`),
].join(',\n');

/** Turns the facet row into the contract's facets, leaving out values nothing has. */
export function facetsFromRow(row: FacetRow): Record<SearchFacetName, FacetValue[]> {
  const pairs = (key: string) => (row[key] as FacetPair[] | null) ?? [];
  return {
    brand: pairs('brands').map((p) => ({
      value: String(p.value),
      label: String(p.value),
      count: p.count,
    })),
    processor: pairs('processors').map((p) => ({
      value: String(p.value),
      label: String(p.value),
      count: p.count,
    })),
    ram: nonEmpty(
      RAM_STEPS.map((gb) => ({
        value: String(gb),
        label: `${gb} GB or more`,
        count: n(row[`ram_${gb}`]),
      })),
    ),
    storage: nonEmpty([
      { value: 'SSD', label: 'SSD', count: n(row.storage_ssd) },
      { value: 'HDD', label: 'HDD', count: n(row.storage_hdd) },
    ]),
    graphics: nonEmpty([
      { value: 'dedicated', label: 'Dedicated graphics', count: n(row.graphics_dedicated) },
      { value: 'integrated', label: 'Integrated graphics', count: n(row.graphics_integrated) },
    ]),
    tier: nonEmpty(
      ['Entry', 'Mid-range', 'High-end'].map((tier, i) => ({
        value: tier,
        label: `${tier} gaming`,
        count: n(row[`tier_${i}`]),
      })),
    ),
    price: nonEmpty(
      PRICE_BANDS.map((band, i) => ({
        value: `${band.min}-${band.max ?? ''}`,
        label: priceBandLabel(band),
        count: n(row[`price_${i}`]),
      })),
    ),
    weight: nonEmpty(
      WEIGHT_STEPS.map((kg, i) => ({
        value: String(kg),
        label: `Up to ${kg} kg`,
        count: n(row[`weight_${i}`]),
      })),
    ),
  };
}
