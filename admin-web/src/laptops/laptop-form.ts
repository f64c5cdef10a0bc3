import {
  laptopChangesSchema,
  MIN_REVIEW_LENGTH,
  type AdminLaptop,
  type GamingTier,
  type LaptopChanges,
  type Specifications,
} from '@bli/contracts';

/** The storage types the editor offers; empty means "not known". */
export const STORAGE_TYPE_OPTIONS = ['SSD', 'HDD', 'eMMC'] as const;
export const GAMING_TIER_OPTIONS: readonly GamingTier[] = ['Entry', 'Mid-range', 'High-end'];

/** The price range select's value for "by price" (no editor's range). */
export const BY_PRICE = 'by-price';

/** One row of the specification sheet as typed. */
export interface SpecRow {
  key: string;
  value: string;
}

/**
 * The editor's form as typed: text stays text (numbers, lines, tags) until it is turned into
 * the PATCH body; the booleans are switches.
 */
export interface LaptopForm {
  title: string;
  slug: string;
  brand: string;
  model: string;
  processorBrand: string;
  processorModel: string;
  ramSize: string;
  ramType: string;
  storageSize: string;
  storageType: string;
  displaySize: string;
  displayResolution: string;
  hasDedicatedGraphics: boolean;
  graphicsBrand: string;
  graphicsModel: string;
  isGamingLaptop: boolean;
  gamingTier: string;
  gamingPerformanceRating: string;
  specifications: SpecRow[];
  features: string;
  pros: string;
  cons: string;
  review: string;
  verdict: string;
  featureTags: string;
  useCaseTags: string;
  isFeatured: boolean;
  /** A price range id as text, or BY_PRICE. */
  priceRange: string;
}

/** Every field of the PATCH body the form edits (confirmedFields is sent by its own action). */
export type EditorField = Exclude<keyof LaptopChanges, 'confirmedFields'>;
export const EDITOR_FIELDS = Object.keys(laptopChangesSchema.shape).filter(
  (field): field is EditorField => field !== 'confirmedFields',
);

/** The sheet's named keys, in the order pages show them. */
export const NAMED_SPEC_KEYS = [
  'processor',
  'ram',
  'storage',
  'graphics',
  'display',
  'battery',
  'weight',
  'os',
] as const;

function specRows(specifications: Specifications): SpecRow[] {
  const rank = (key: string) => {
    const index = (NAMED_SPEC_KEYS as readonly string[]).indexOf(key);
    return index === -1 ? NAMED_SPEC_KEYS.length : index;
  };
  return Object.entries(specifications)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, value }));
}

const text = (value: string | null) => value ?? '';
const number = (value: number | null) => (value === null ? '' : String(value));

/** The form as the stored laptop fills it. */
export function formFromLaptop(laptop: AdminLaptop): LaptopForm {
  return {
    title: laptop.title,
    slug: laptop.slug,
    brand: laptop.brand,
    model: text(laptop.model),
    processorBrand: text(laptop.processorBrand),
    processorModel: text(laptop.processorModel),
    ramSize: number(laptop.ramSize),
    ramType: text(laptop.ramType),
    storageSize: number(laptop.storageSize),
    storageType: text(laptop.storageType),
    displaySize: text(laptop.displaySize),
    displayResolution: text(laptop.displayResolution),
    hasDedicatedGraphics: laptop.hasDedicatedGraphics,
    graphicsBrand: text(laptop.graphicsBrand),
    graphicsModel: text(laptop.graphicsModel),
    isGamingLaptop: laptop.isGamingLaptop,
    gamingTier: text(laptop.gamingTier),
    gamingPerformanceRating: number(laptop.gamingPerformanceRating),
    specifications: specRows(laptop.specifications),
    features: laptop.features.join('\n'),
    pros: laptop.pros.join('\n'),
    cons: laptop.cons.join('\n'),
    review: text(laptop.review),
    verdict: text(laptop.verdict),
    featureTags: laptop.featureTags.join(', '),
    useCaseTags: laptop.useCaseTags.join(', '),
    isFeatured: laptop.isFeatured,
    priceRange:
      laptop.priceRangeLocked && laptop.priceRangeId !== null
        ? String(laptop.priceRangeId)
        : BY_PRICE,
  };
}

/** A line list as typed: one item a line, blank lines and outer spaces dropped. */
export function linesOf(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Tags as typed: separated by commas, spaces or lines. */
export function tagsOf(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const nullable = (value: string) => (value.trim() === '' ? null : value.trim());

/** The sheet as an object: rows without a key or a value are left out; later keys win. */
export function specificationsOf(rows: readonly SpecRow[]): Record<string, string> {
  const sheet: Record<string, string> = {};
  for (const { key, value } of rows) {
    if (key.trim() !== '' && value.trim() !== '') sheet[key.trim()] = value.trim();
  }
  return sheet;
}

type WholeNumber = { value: number | null } | { error: string };

/** An empty number field is null; anything else must be a whole number. */
function wholeNumber(field: string, value: string): WholeNumber {
  if (value.trim() === '') return { value: null };
  const parsed = Number(value.trim());
  return Number.isInteger(parsed)
    ? { value: parsed }
    : { error: `${field} must be a whole number` };
}

/** Every editorial field the form holds, as the PATCH body would carry it. */
interface EditorValues {
  title: string;
  slug: string;
  brand: string;
  model: string | null;
  specifications: Record<string, string>;
  processorBrand: string | null;
  processorModel: string | null;
  ramSize: number | null;
  ramType: string | null;
  storageSize: number | null;
  storageType: string | null;
  displaySize: string | null;
  displayResolution: string | null;
  hasDedicatedGraphics: boolean;
  graphicsBrand: string | null;
  graphicsModel: string | null;
  isGamingLaptop: boolean;
  gamingTier: string | null;
  gamingPerformanceRating: number | null;
  features: string[];
  pros: string[];
  cons: string[];
  review: string | null;
  verdict: string | null;
  featureTags: string[];
  useCaseTags: string[];
  isFeatured: boolean;
  priceRangeId: number | null;
}

function valuesOf(form: LaptopForm): { values: EditorValues; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const numberOf = (field: EditorField, value: string): number | null => {
    const result = wholeNumber(field, value);
    if ('error' in result) {
      errors[field] = result.error;
      return null;
    }
    return result.value;
  };
  const values: EditorValues = {
    title: form.title.trim(),
    slug: form.slug.trim(),
    brand: form.brand.trim(),
    model: nullable(form.model),
    specifications: specificationsOf(form.specifications),
    processorBrand: nullable(form.processorBrand),
    processorModel: nullable(form.processorModel),
    ramSize: numberOf('ramSize', form.ramSize),
    ramType: nullable(form.ramType),
    storageSize: numberOf('storageSize', form.storageSize),
    storageType: nullable(form.storageType),
    displaySize: nullable(form.displaySize),
    displayResolution: nullable(form.displayResolution),
    hasDedicatedGraphics: form.hasDedicatedGraphics,
    graphicsBrand: nullable(form.graphicsBrand),
    graphicsModel: nullable(form.graphicsModel),
    isGamingLaptop: form.isGamingLaptop,
    gamingTier: nullable(form.gamingTier),
    gamingPerformanceRating: numberOf('gamingPerformanceRating', form.gamingPerformanceRating),
    features: linesOf(form.features),
    pros: linesOf(form.pros),
    cons: linesOf(form.cons),
    review: nullable(form.review),
    verdict: nullable(form.verdict),
    featureTags: tagsOf(form.featureTags),
    useCaseTags: tagsOf(form.useCaseTags),
    isFeatured: form.isFeatured,
    priceRangeId: form.priceRange === BY_PRICE ? null : Number(form.priceRange),
  };
  return { values, errors };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
  );
}

export interface FormChanges {
  /** The PATCH body: only the fields that differ from the stored laptop. */
  changes: LaptopChanges;
  /** Fields the form cannot send as typed (a number that is not one), by field. */
  errors: Record<string, string>;
}

/**
 * What the form changes on the stored laptop: each field compared with what the form would
 * hold for the stored value, so untouched fields (and whitespace-only edits) are not sent.
 * The price range counts as changed when the editor's choice differs: a range picked by hand
 * (locked), or "by price" on a laptop whose range was locked.
 */
export function changedFields(laptop: AdminLaptop, form: LaptopForm): FormChanges {
  const { values, errors } = valuesOf(form);
  const { values: stored } = valuesOf(formFromLaptop(laptop));
  const changes: Record<string, unknown> = {};
  for (const field of EDITOR_FIELDS) {
    if (errors[field]) continue;
    if (!same(values[field], stored[field])) changes[field] = values[field];
  }
  return { changes: changes as LaptopChanges, errors };
}

export function hasChanges({ changes }: FormChanges): boolean {
  return Object.keys(changes).length > 0;
}

/** The laptop as it would be with the form's changes: what the preview shows before saving. */
export function withChanges(laptop: AdminLaptop, changes: LaptopChanges): AdminLaptop {
  const next = { ...laptop, ...changes } as AdminLaptop & { confirmedFields?: unknown };
  delete next.confirmedFields;
  // "By price" (null) leaves the laptop in the range its price puts it in.
  next.priceRangeId =
    changes.priceRangeId === undefined || changes.priceRangeId === null
      ? laptop.priceRangeId
      : Number(changes.priceRangeId);
  return next;
}

export interface ReviewLength {
  length: number;
  min: number;
  /** Long enough to publish. */
  enough: boolean;
  /** Characters still to write (0 once enough). */
  missing: number;
}

/**
 * The review's length as publishing counts it: the text without its outer spaces, against
 * MIN_REVIEW_LENGTH.
 */
export function reviewLength(review: string): ReviewLength {
  const length = review.trim().length;
  const missing = Math.max(0, MIN_REVIEW_LENGTH - length);
  return { length, min: MIN_REVIEW_LENGTH, enough: missing === 0, missing };
}

/** "123 / 300 characters — 177 more to publish" or "312 characters". */
export function reviewLengthText(review: string): string {
  const { length, min, enough, missing } = reviewLength(review);
  return enough
    ? `${length} characters (at least ${min} to publish)`
    : `${length} / ${min} characters — ${missing} more to publish`;
}
