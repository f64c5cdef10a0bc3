import type { Ref } from '@mikro-orm/core';
import {
  BeforeCreate,
  BeforeUpdate,
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
} from '@mikro-orm/decorators/legacy';
import { parseBatteryHours, parseWeightKg } from '@bli/domain';
import type {
  Availability,
  LaptopImage,
  LaptopStatus,
  ParsedField,
  Specifications,
} from '@bli/contracts';
import {
  BRAND_INDEX_SQL,
  FACETS_INDEX_SQL,
  FULL_TEXT_INDEX_SQL,
  TRIGRAM_INDEX_SQL,
} from '../search/search-document.sql';
import { RANK_INDEXES } from '../laptops/laptop-rank.sql';
import { REAL_DISCOUNT_INDEX_SQL } from '../laptops/real-discount.sql';
import { OLED_DISPLAY_INDEX_SQL } from '../list-facts/oled-display.sql';
import { PROCESSOR_TOKENS_INDEX_SQL } from '../list-facts/processor-match.sql';
import { PriceRange } from './price-range.entity';

@Entity({ tableName: 'laptops' })
@Index({ properties: ['priceRange', 'isActive'] })
@Index({ properties: ['isFeatured', 'isActive'] })
@Index({ properties: ['isGamingLaptop', 'gamingPerformanceRating'] })
// Sync walks the catalogue oldest price first with a (lastUpdated, asin) keyset.
@Index({ properties: ['lastUpdated', 'asin'] })
// Search: full text and trigrams over one document expression, brand facets, price bounds and sorts.
@Index({ name: 'laptops_search_vector_index', expression: FULL_TEXT_INDEX_SQL })
@Index({ name: 'laptops_search_document_trgm_index', expression: TRIGRAM_INDEX_SQL })
@Index({ name: 'laptops_brand_lower_index', expression: BRAND_INDEX_SQL })
@Index({ name: 'laptops_search_facets_index', expression: FACETS_INDEX_SQL })
// The CPU comparison: laptops whose processor names a model number (list-facts).
@Index({
  name: 'laptops_processor_tokens_trgm_index',
  expression: PROCESSOR_TOKENS_INDEX_SQL,
})
// The home page's count of OLED panels (list-facts).
@Index({ name: 'laptops_oled_display_index', expression: OLED_DISPLAY_INDEX_SQL })
// Lists: each read a page at a time in rank order from a partial index of its own.
@Index({ name: 'laptops_rank_index', expression: RANK_INDEXES.laptops_rank_index })
@Index({
  name: 'laptops_price_range_rank_index',
  expression: RANK_INDEXES.laptops_price_range_rank_index,
})
@Index({
  name: 'laptops_featured_rank_index',
  expression: RANK_INDEXES.laptops_featured_rank_index,
})
@Index({ name: 'laptops_gaming_rank_index', expression: RANK_INDEXES.laptops_gaming_rank_index })
@Index({
  name: 'laptops_processor_rank_index',
  expression: RANK_INDEXES.laptops_processor_rank_index,
})
@Index({ name: 'laptops_ram_rank_index', expression: RANK_INDEXES.laptops_ram_rank_index })
@Index({ name: 'laptops_storage_rank_index', expression: RANK_INDEXES.laptops_storage_rank_index })
@Index({
  name: 'laptops_graphics_rank_index',
  expression: RANK_INDEXES.laptops_graphics_rank_index,
})
// The "real discount" order of the lists: the saving against the 90-day median, largest first.
@Index({ name: 'laptops_real_discount_index', expression: REAL_DISCOUNT_INDEX_SQL })
export class Laptop {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 10, unique: true })
  asin!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'string', length: 80 })
  brand!: string;

  @Property({ type: 'string', length: 120, nullable: true })
  model: string | null = null;

  /** The primary picture's largest size, kept for readers that show one picture. */
  @Property({ type: 'text', nullable: true })
  imageUrl: string | null = null;

  /** Every picture as the retailer's API served it at `imagesRefreshedAt` (hot-linked, never copied). */
  @Property({ type: 'json' })
  images: LaptopImage[] = [];

  @Property({ type: 'datetime', nullable: true })
  imagesRefreshedAt: Date | null = null;

  @Property({ type: 'text' })
  affiliateUrl!: string;

  @Property({ type: 'integer', nullable: true })
  originalPrice: number | null = null;

  @Property({ type: 'integer' })
  currentPrice!: number;

  /** numeric(2,1): read back as a decimal string, as the contract wants. */
  @Property({ type: 'decimal', precision: 2, scale: 1, nullable: true })
  rating: string | null = null;

  @Property({ type: 'integer' })
  reviewCount = 0;

  @Property({ type: 'datetime' })
  lastUpdated!: Date;

  /** Where the current price came from; only Amazon-sourced prices are shown as verified. */
  @Property({ type: 'string', length: 20, default: 'admin' })
  priceSource = 'admin';

  @ManyToOne(() => PriceRange, { ref: true, nullable: true, deleteRule: 'set null' })
  priceRange: Ref<PriceRange> | null = null;

  /** An editor chose the range: a new price does not move the laptop out of it. */
  @Property({ type: 'boolean' })
  priceRangeLocked = false;

  /** What the retailer last said of its offer; null before any sync said. */
  @Property({ type: 'string', length: 20, nullable: true })
  availability: Availability | null = null;

  /** Since when the retailer has had no offer at all (availability "unavailable"). */
  @Property({ type: 'datetime', nullable: true })
  unavailableSince: Date | null = null;

  /** Since when the retailer no longer knows the asin (sync reported it missing). */
  @Property({ type: 'datetime', nullable: true })
  retailerMissingSince: Date | null = null;

  /** draft (imported, never shown to shoppers), active (on sale) or retired (page only). */
  @Property({ type: 'string', length: 10 })
  status: LaptopStatus = 'active';

  /** status === 'active', kept by the hook below: every list's partial index is on this column. */
  @Property({ type: 'boolean' })
  isActive = true;

  @Property({ type: 'boolean' })
  isFeatured = false;

  @Property({ type: 'json' })
  features: string[] = [];

  @Property({ type: 'json' })
  pros: string[] = [];

  @Property({ type: 'json' })
  cons: string[] = [];

  @Property({ type: 'json' })
  specifications: Specifications = {};

  @Property({ type: 'string', length: 40, nullable: true, index: true })
  processorBrand: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  processorModel: string | null = null;

  @Property({ type: 'integer', nullable: true, index: true })
  ramSize: number | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  ramType: string | null = null;

  @Property({ type: 'integer', nullable: true })
  storageSize: number | null = null;

  @Property({ type: 'string', length: 20, nullable: true, index: true })
  storageType: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  displaySize: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  displayResolution: string | null = null;

  @Property({ type: 'boolean', index: true })
  hasDedicatedGraphics = false;

  @Property({ type: 'boolean' })
  isGamingLaptop = false;

  @Property({ type: 'string', length: 20, nullable: true })
  gamingTier: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  gamingPerformanceRating: number | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  graphicsBrand: string | null = null;

  @Property({ type: 'string', length: 80, nullable: true })
  graphicsModel: string | null = null;

  /** Our own review, shown on the laptop's page; publishing needs one (MIN_REVIEW_LENGTH). */
  @Property({ type: 'text', nullable: true })
  review: string | null = null;

  /** An editor's one-line verdict instead of the computed one. */
  @Property({ type: 'string', length: 300, nullable: true })
  verdict: string | null = null;

  @Property({ type: 'json' })
  featureTags: string[] = [];

  @Property({ type: 'json' })
  useCaseTags: string[] = [];

  /** Fields the listing parser filled in that no editor has looked at yet. */
  @Property({ type: 'json' })
  parsedFields: ParsedField[] = [];

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  retiredAt: Date | null = null;

  /** Derived from specifications.weight so use-case lists can filter on it (e.g. travel ≤ 1.4 kg). */
  @Property({ type: 'double', nullable: true, index: true })
  weightKg: number | null = null;

  /** Derived from specifications.battery ("up to 10 hours"). */
  @Property({ type: 'double', nullable: true })
  batteryHours: number | null = null;

  /**
   * What the price history says (@bli/domain's priceStatistics, docs/deal-verdicts.md), as of the
   * last price applied: kept here, in the transaction that appends the price point, so that
   * lists sort by the real discount and filter good deals without reading any history. Null
   * until the laptop has a price point.
   */
  @Property({ type: 'integer', nullable: true, fieldName: 'median_price_90d' })
  median90Days: number | null = null;

  /** The lowest price recorded, outliers (single-day spikes) left out. */
  @Property({ type: 'integer', nullable: true, fieldName: 'lowest_price' })
  lowestPrice: number | null = null;

  @Property({ type: 'integer', nullable: true, fieldName: 'highest_price_180d' })
  highest180Days: number | null = null;

  /** The day in India of the first price recorded ("YYYY-MM-DD"). */
  @Property({ type: 'date', nullable: true, fieldName: 'price_history_since' })
  historySince: string | null = null;

  @BeforeCreate()
  @BeforeUpdate()
  deriveColumns(): void {
    this.isActive = this.status === 'active';
    this.weightKg = parseWeightKg(this.specifications.weight);
    this.batteryHours = parseBatteryHours(this.specifications.battery);
  }
}
