import { unitHash } from './price-drift';
import type { SimulatedAvailability, SimulatedProduct } from './simulated-product';

export function availabilityOf(product: SimulatedProduct): SimulatedAvailability {
  if (product.availability) return product.availability;
  return product.available === false ? 'UNAVAILABLE' : 'IN_STOCK';
}

/** A specification line as a listing labels it: ['Processor', 'Intel Core Ultra 5 225H (…)']. */
export type SpecLine = [label: string, value: string];

const TITLE_PARTS: [label: string, pattern: RegExp][] = [
  [
    'Processor',
    /intel|amd|ryzen|celeron|pentium|snapdragon|mediatek|apple m\d|\bm\d chip|core i\d/i,
  ],
  ['RAM', /\d+\s?gb\s*(ram|ddr|lpddr|unified|memory)/i],
  ['Storage', /\d+\s?(gb|tb)\s*(ssd|hdd|emmc|storage)/i],
  ['Graphics', /rtx|gtx|radeon rx|arc a\d|graphics/i],
  ['Display', /inch|"|\bhz\b|\d\s?hz|oled|ips|fhd|retina/i],
  ['Operating System', /windows|chrome ?os|macos|ubuntu|dos\b/i],
  ['Weight', /\d(\.\d+)?\s?kg/i],
];

/** The specification a listing states: its own, or what its title says (the demo products). */
export function specLinesOf(product: SimulatedProduct): SpecLine[] {
  const specs = product.specs;
  if (specs) {
    return [
      ['Processor', specs.processor],
      ['RAM', specs.ram],
      ['Storage', specs.storage],
      ['Display', specs.display],
      ['Graphics', specs.graphics],
      ['Weight', `${specs.weightKg} kg`],
      ['Battery', specs.battery],
      ['Operating System', specs.operatingSystem],
    ];
  }
  const lines: SpecLine[] = [];
  for (const part of product.title.split(/,\s*/).slice(1)) {
    const found = TITLE_PARTS.find(
      ([label, pattern]) => pattern.test(part) && !lines.some(([taken]) => taken === label),
    );
    if (found) lines.push([found[0], part.trim()]);
  }
  return lines;
}

/** "About this item" bullets: the listing's own, or one per specification line of the title. */
export function featuresOf(product: SimulatedProduct): string[] {
  if (product.features) return [...product.features];
  return specLinesOf(product).map(([label, value]) => `${label}: ${value}`);
}

const COLOURS =
  /(space black|space gr[ae]y|midnight|sky blue|[a-z]+ (silver|gr[ae]y|black|blue|white|green|gold|indigo)|silver|gr[ae]y|black|blue|white|green|gold|pink|graphite|platinum|indigo)/i;

export function colourOf(product: SimulatedProduct): string {
  if (product.colour) return product.colour;
  const part = product.title.split(/,\s*/).find((p) => COLOURS.test(p) && p.length < 30);
  return part?.trim() ?? 'Silver';
}

/** The model line the pictures print: "OmniBook 5 14", or the title's first part minus the brand. */
export function modelOf(product: SimulatedProduct): string {
  if (product.model) return product.model;
  const head = product.title.split(/,|\(|:/)[0].trim();
  const withoutBrand = head.toLowerCase().startsWith(product.brand.toLowerCase())
    ? head.slice(product.brand.length).trim()
    : head;
  return withoutBrand.replace(/\b(gaming )?laptop\b/i, '').trim() || head;
}

/** ISO date the listing went live: its own, or a stable day in 2024–2025 for the demo products. */
export function releaseDateOf(product: SimulatedProduct): string {
  if (product.releaseDate) return product.releaseDate;
  const day = Math.floor(unitHash(`${product.asin}:released`) * 700);
  return new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

/** Grams, from the specification or a "1.46 kg" in the title; null when the listing says none. */
export function weightGramsOf(product: SimulatedProduct): number | null {
  if (product.specs) return Math.round(product.specs.weightKg * 1000);
  const match = /(\d+(?:\.\d+)?)\s?kg/i.exec(product.title);
  return match ? Math.round(Number(match[1]) * 1000) : null;
}

const GAMING =
  /rtx|gtx|gaming|\brog\b|legion|omen|predator|nitro|\btuf\b|katana|victus|\bloq\b|alienware|vector|gt book/i;

export function isGaming(product: SimulatedProduct): boolean {
  return GAMING.test(product.title);
}
