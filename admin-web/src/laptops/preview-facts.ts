import type { Laptop } from '@bli/contracts';

/**
 * The facts the shop's card and detail page show, read the way they read them: the
 * specification sheet first, the structured fields when the sheet lacks a value. (The shop's
 * own helpers live in web/, which admin-web may not import.)
 */

export interface Fact {
  key: string;
  label: string;
  value: string;
}

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
  if (Object.hasOwn(KNOWN_LABELS, key)) return KNOWN_LABELS[key];
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word === word.toUpperCase() ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Every non-empty line of the sheet, the named keys first in their order. */
export function specificationFacts(laptop: Laptop): Fact[] {
  const known = Object.keys(KNOWN_LABELS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(laptop.specifications)
    .filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    )
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

/** The detail page's quick-spec grid ("Not listed" when unknown). */
export function quickFacts(laptop: Laptop): Fact[] {
  return [
    { key: 'processor', label: 'Processor', value: processorText(laptop) ?? 'Not listed' },
    { key: 'ram', label: 'RAM', value: ramText(laptop) ?? 'Not listed' },
    { key: 'storage', label: 'Storage', value: storageText(laptop) ?? 'Not listed' },
    { key: 'display', label: 'Display', value: displayText(laptop) ?? 'Not listed' },
  ];
}

/** The card's three spec lines: processor, RAM and storage, as far as known. */
export function cardSpecLines(laptop: Laptop): string[] {
  return [
    laptop.specifications.processor ?? laptop.processorModel,
    laptop.specifications.ram ?? (laptop.ramSize ? `${laptop.ramSize} GB RAM` : null),
    laptop.specifications.storage ??
      (laptop.storageSize ? `${laptop.storageSize} GB ${laptop.storageType ?? ''}`.trim() : null),
  ].filter((line): line is string => Boolean(line));
}

/** The review as paragraphs: split at blank lines. */
export function reviewParagraphs(review: string | null): string[] {
  return (review ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * What the shop says of the offer (its availability rule): "No longer sold" when retired, "Out of
 * stock" or "Currently unavailable" when the retailer says so, nothing while buyable.
 */
export function offerNote(laptop: Pick<Laptop, 'status' | 'availability'>): string | null {
  if (laptop.status === 'retired') return 'No longer sold';
  if (laptop.availability === 'out_of_stock') return 'Out of stock';
  if (laptop.availability === 'unavailable') return 'Currently unavailable';
  return null;
}

/**
 * What the buy button says: none when retired, "See on Amazon" when it cannot be bought now,
 * else the place's own words (the card's "Check Price On Amazon").
 */
export function buyButtonText(
  laptop: Pick<Laptop, 'status' | 'availability'>,
  usual = 'Check Price On Amazon',
): string | null {
  if (laptop.status === 'retired') return null;
  return offerNote(laptop) ? 'See on Amazon' : usual;
}
