import {
  PARSED_FIELDS,
  type CataloguePatterns,
  type ParsedField,
  type PayloadOf,
} from '@bli/contracts';
import type { Laptop } from '../entities';

/** A PATCH's changes as the contract's schema parsed them (only the fields given are present). */
export type LaptopChanges = PayloadOf<typeof CataloguePatterns.laptopsUpdate>['changes'];

/** The fields a PATCH sets as they are; the range and the parsed flags have rules of their own. */
export type EditableChanges = Omit<LaptopChanges, 'priceRangeId' | 'confirmedFields'>;

/** One change to audit: a field and its value before and after. */
export interface FieldChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** Free-text fields where an emptied box means "none". */
const NULLABLE_TEXT = new Set<keyof EditableChanges>([
  'model',
  'processorBrand',
  'processorModel',
  'ramType',
  'displaySize',
  'displayResolution',
  'graphicsBrand',
  'graphicsModel',
  'review',
  'verdict',
]);

const PARSED = new Set<string>(PARSED_FIELDS);

/** Same JSON value, whatever the order of an object's keys (specifications). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Sets every given field whose value differs from the laptop's, and answers one change per
 * field that moved (old → new), in the order given. A field given with the value it has is no
 * change. Emptied free text is stored as none (null).
 */
export function applyLaptopChanges(laptop: Laptop, changes: EditableChanges): FieldChange[] {
  const moved: FieldChange[] = [];
  const target = laptop as unknown as Record<string, unknown>;
  for (const [field, given] of Object.entries(changes) as [keyof EditableChanges, unknown][]) {
    if (given === undefined) continue;
    const value = given === '' && NULLABLE_TEXT.has(field) ? null : given;
    const old = target[field];
    if (sameValue(old, value)) continue;
    target[field] = value;
    moved.push({ field, oldValue: old, newValue: value });
  }
  return moved;
}

/**
 * The parsed fields still awaiting a look once an editor changed some (`moved`) and confirmed
 * others as they are (`confirmed`); the laptop's list keeps its order.
 */
export function remainingParsedFields(
  parsedFields: readonly ParsedField[],
  moved: readonly FieldChange[],
  confirmed: readonly ParsedField[] = [],
): ParsedField[] {
  const looked = new Set<string>([
    ...moved.map((change) => change.field).filter((field) => PARSED.has(field)),
    ...confirmed,
  ]);
  return parsedFields.filter((field) => !looked.has(field));
}
