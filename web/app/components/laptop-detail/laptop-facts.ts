import type { Laptop } from '@bli/contracts';
import { ownValue } from '@bli/domain';

/**
 * Labelled facts about one laptop, read from its specification sheet first and from the
 * structured fields when the sheet lacks a value. Pure: shared by the detail page's sections.
 */

export interface Fact {
  key: string;
  label: string;
  value: string;
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

/** Every non-empty field of the specification sheet as a label/value pair. */
export function specificationFacts(laptop: Laptop): Fact[] {
  const entries = Object.entries(laptop.specifications).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  const known = Object.keys(KNOWN_LABELS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: labelForKey(key), value: value.trim() }));
}

const gb = (size: number | null) =>
  size === null ? null : size >= 1024 && size % 1024 === 0 ? `${size / 1024} TB` : `${size} GB`;

const join = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(' ') || null;

export function processorText(laptop: Laptop): string | null {
  return laptop.specifications.processor ?? join(laptop.processorBrand, laptop.processorModel);
}

export function ramText(laptop: Laptop): string | null {
  return (
    laptop.specifications.ram ??
    join(gb(laptop.ramSize), laptop.ramType, laptop.ramSize ? 'RAM' : null)
  );
}

export function storageText(laptop: Laptop): string | null {
  return laptop.specifications.storage ?? join(gb(laptop.storageSize), laptop.storageType);
}

export function displayText(laptop: Laptop): string | null {
  return laptop.specifications.display ?? join(laptop.displaySize, laptop.displayResolution);
}

/** The quick-spec grid: processor, RAM, storage and display ("Not listed" when unknown). */
export function quickFacts(laptop: Laptop): Fact[] {
  return [
    { key: 'processor', label: 'Processor', value: processorText(laptop) ?? 'Not listed' },
    { key: 'ram', label: 'RAM', value: ramText(laptop) ?? 'Not listed' },
    { key: 'storage', label: 'Storage', value: storageText(laptop) ?? 'Not listed' },
    { key: 'display', label: 'Display', value: displayText(laptop) ?? 'Not listed' },
  ];
}

/**
 * The laptop's name: its title up to the first comma, colon, semicolon or bracket
 * ("HP Victus Gaming Laptop", "Apple MacBook Pro 16-inch Laptop with M4 Pro chip").
 */
export function laptopName(laptop: Pick<Laptop, 'title'>): string {
  return laptop.title.split(/[,:;]| \(/)[0].trim() || laptop.title;
}
