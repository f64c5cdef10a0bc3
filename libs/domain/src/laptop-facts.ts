import { ownValue } from './own-value';

/**
 * Labelled facts about one laptop, read the way the shop shows them: from its specification
 * sheet first and from the structured fields when the sheet lacks a value. Shared by the shop's
 * laptop page (web) and the editor's preview of it (admin-web).
 */

export interface Fact {
  key: string;
  label: string;
  value: string;
}

/**
 * The fields these facts are read from (contracts' Laptop has them all). The sheet is free-form:
 * its named keys (processor, ram, storage, display, …) are optional, any other key may appear.
 */
export interface FactSource {
  specifications: Readonly<Record<string, string | undefined>>;
  processorBrand: string | null;
  processorModel: string | null;
  ramSize: number | null;
  ramType: string | null;
  storageSize: number | null;
  storageType: string | null;
  displaySize: string | null;
  displayResolution: string | null;
}

/** The named keys first, in this order; any other key follows with a readable label. */
const KNOWN_LABELS: Record<string, string> = {
  processor: 'Processor',
  ram: 'RAM',
  storage: 'Storage',
  graphics: 'Graphics',
  display: 'Display',
  battery: 'Battery',
  weight: 'Weight',
  os: 'Operating System',
};

/** "refreshRate" / "refresh_rate" / "refresh-rate" → "Refresh Rate"; acronyms kept. */
export function labelForKey(key: string): string {
  const known = ownValue(KNOWN_LABELS, key);
  if (known) return known;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Every non-empty field of the specification sheet as a label/value pair, named keys first. */
export function specificationFacts(laptop: Pick<FactSource, 'specifications'>): Fact[] {
  const entries = Object.entries(laptop.specifications).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  const known = Object.keys(KNOWN_LABELS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: labelForKey(key), value: value.trim() }));
}

/** 512 → "512 GB", 1024 → "1 TB" (whole terabytes only). */
const gb = (size: number | null) =>
  size === null ? null : size >= 1024 && size % 1024 === 0 ? `${size / 1024} TB` : `${size} GB`;

const join = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(' ') || null;

export function processorText(
  laptop: Pick<FactSource, 'specifications' | 'processorBrand' | 'processorModel'>,
): string | null {
  return laptop.specifications.processor ?? join(laptop.processorBrand, laptop.processorModel);
}

export function ramText(
  laptop: Pick<FactSource, 'specifications' | 'ramSize' | 'ramType'>,
): string | null {
  return (
    laptop.specifications.ram ??
    join(gb(laptop.ramSize), laptop.ramType, laptop.ramSize ? 'RAM' : null)
  );
}

export function storageText(
  laptop: Pick<FactSource, 'specifications' | 'storageSize' | 'storageType'>,
): string | null {
  return laptop.specifications.storage ?? join(gb(laptop.storageSize), laptop.storageType);
}

export function displayText(
  laptop: Pick<FactSource, 'specifications' | 'displaySize' | 'displayResolution'>,
): string | null {
  return laptop.specifications.display ?? join(laptop.displaySize, laptop.displayResolution);
}

/** The quick-spec grid: processor, RAM, storage and display ("Not listed" when unknown). */
export function quickFacts(laptop: FactSource): Fact[] {
  return [
    { key: 'processor', label: 'Processor', value: processorText(laptop) ?? 'Not listed' },
    { key: 'ram', label: 'RAM', value: ramText(laptop) ?? 'Not listed' },
    { key: 'storage', label: 'Storage', value: storageText(laptop) ?? 'Not listed' },
    { key: 'display', label: 'Display', value: displayText(laptop) ?? 'Not listed' },
  ];
}
