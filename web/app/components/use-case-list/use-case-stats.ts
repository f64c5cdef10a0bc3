import type { Laptop, UseCase } from '@bli/contracts';
import {
  formatAsOf,
  formatInr,
  isPriceCurrent,
  oldestUpdate,
  parseBatteryHours,
  parseWeightKg,
  shortName,
} from '@bli/domain';
import { listOf, plural } from '../landing/copy-text';

type Criteria = UseCase['criteria'];

/** A measurable requirement of the use case and how many listed laptops provably meet it. */
export interface RequirementCheck {
  kind: 'weight' | 'battery' | 'ram';
  /** Verb phrase for "12 of 12 …": "weigh 1.4 kg or less". */
  phrase: string;
  met: number;
  /** Laptops whose sheet does not state the value (neither met nor failed). */
  unknown: number;
}

/**
 * This page's own numbers (docs/compliance.md: no thin pages). Price figures follow Amazon's 24-hour
 * rule: only current prices count, and they carry the time of the oldest one.
 */
export interface UseCaseStats {
  count: number;
  /** How many prices are current (observed within 24 hours). */
  priced: number;
  lowest: Laptop | null;
  highest: Laptop | null;
  /** "as of 08:00 IST" for the oldest current price; null when no price is current. */
  pricesAsOf: string | null;
  brands: number;
  checks: RequirementCheck[];
  /** The lightest laptop (kg) and the longest rated battery (hours), from the spec sheets. */
  lightest: Extreme | null;
  longestBattery: Extreme | null;
}

interface Extreme {
  laptop: Laptop;
  value: number;
}

/** The laptop with the extreme stated value; the first in rank order on a tie. */
function extreme(
  laptops: readonly Laptop[],
  valueOf: (laptop: Laptop) => number | null,
  better: (a: number, b: number) => boolean,
): Extreme | null {
  let best: Extreme | null = null;
  for (const laptop of laptops) {
    const value = valueOf(laptop);
    if (value !== null && (best === null || better(value, best.value))) best = { laptop, value };
  }
  return best;
}

const kg = (value: number) => `${value} kg`;

/** The use case's measurable requirements, checked against each laptop's own data. */
export function requirementChecks(
  criteria: Criteria,
  laptops: readonly Laptop[],
): RequirementCheck[] {
  const check = (
    kind: RequirementCheck['kind'],
    phrase: string,
    valueOf: (laptop: Laptop) => number | null,
    meets: (value: number) => boolean,
  ): RequirementCheck => {
    const values = laptops.map(valueOf);
    return {
      kind,
      phrase,
      met: values.filter((value) => value !== null && meets(value)).length,
      unknown: values.filter((value) => value === null).length,
    };
  };
  const checks: RequirementCheck[] = [];
  const { maxWeightKg, minBatteryHours, minRamGb } = criteria;
  if (maxWeightKg !== undefined) {
    checks.push(
      check(
        'weight',
        `weigh ${kg(maxWeightKg)} or less`,
        (laptop) => parseWeightKg(laptop.specifications.weight),
        (value) => value <= maxWeightKg,
      ),
    );
  }
  if (minBatteryHours !== undefined) {
    checks.push(
      check(
        'battery',
        `are rated for ${minBatteryHours} hours or more on battery`,
        (laptop) => parseBatteryHours(laptop.specifications.battery),
        (value) => value >= minBatteryHours,
      ),
    );
  }
  if (minRamGb !== undefined) {
    checks.push(
      check(
        'ram',
        `have ${minRamGb} GB RAM or more`,
        (laptop) => laptop.ramSize,
        (value) => value >= minRamGb,
      ),
    );
  }
  return checks;
}

export function computeUseCaseStats(
  criteria: Criteria,
  laptops: readonly Laptop[],
  now: Date = new Date(),
): UseCaseStats {
  const current = laptops
    .filter((laptop) => isPriceCurrent(laptop.lastUpdated, now))
    .sort((a, b) => a.currentPrice - b.currentPrice);
  const oldest = oldestUpdate(current);
  return {
    count: laptops.length,
    priced: current.length,
    lowest: current[0] ?? null,
    highest: current.at(-1) ?? null,
    pricesAsOf: oldest ? formatAsOf(oldest, now) : null,
    brands: new Set(laptops.map((laptop) => laptop.brand)).size,
    checks: requirementChecks(criteria, laptops),
    lightest: extreme(
      laptops,
      (l) => parseWeightKg(l.specifications.weight),
      (a, b) => a < b,
    ),
    longestBattery: extreme(
      laptops,
      (l) => parseBatteryHours(l.specifications.battery),
      (a, b) => a > b,
    ),
  };
}

/** What every listed laptop was selected by: "₹25,000 – ₹60,000", "8 GB RAM or more", … */
export function criteriaList(criteria: Criteria): string[] {
  const items = [`priced ${formatInr(criteria.minPrice)} – ${formatInr(criteria.maxPrice)}`];
  if (criteria.minRamGb !== undefined) items.push(`${criteria.minRamGb} GB RAM or more`);
  if (criteria.requiresSsd) items.push('SSD storage');
  if (criteria.requiresDedicatedGraphics) items.push('dedicated graphics');
  if (criteria.maxWeightKg !== undefined) items.push(`${kg(criteria.maxWeightKg)} or lighter`);
  if (criteria.minBatteryHours !== undefined) {
    items.push(`${criteria.minBatteryHours} hours or more of rated battery life`);
  }
  return items;
}

function priceSentence(stats: UseCaseStats): string {
  const { lowest, highest, pricesAsOf } = stats;
  if (!lowest || !highest || !pricesAsOf) {
    return 'None of their prices has been confirmed in the last 24 hours, so check each one on Amazon.';
  }
  const price = `${formatInr(lowest.currentPrice)}, ${pricesAsOf}`;
  if (stats.count === 1) return `The ${shortName(lowest)} costs ${price}.`;
  if (stats.priced === 1) {
    return `Only the ${shortName(lowest)}'s price was confirmed in the last 24 hours: ${price}.`;
  }
  const whose =
    stats.priced < stats.count
      ? ` for the ${stats.priced} whose price was confirmed in the last 24 hours`
      : '';
  return (
    `Prices${whose} run from ${formatInr(lowest.currentPrice)} (${shortName(lowest)}) to ` +
    `${formatInr(highest.currentPrice)} (${shortName(highest)}), ${pricesAsOf}.`
  );
}

function checkClause(check: RequirementCheck, count: number): string {
  const all = count === 1 ? 'it' : count === 2 ? 'both' : `all ${count}`;
  const who = check.met === count ? all : `${check.met} of ${count}`;
  const unstated =
    check.unknown > 0
      ? ` (${plural(check.unknown, 'sheet')} ${check.unknown === 1 ? 'does' : 'do'} not say)`
      : '';
  const phrase = check.met === 1 ? singular(check.phrase) : check.phrase;
  return `${who} ${phrase}${unstated}`;
}

/** "weigh" → "weighs", "are rated" → "is rated", "have" → "has" for a single laptop. */
function singular(phrase: string): string {
  return phrase
    .replace(/^weigh\b/, 'weighs')
    .replace(/^are\b/, 'is')
    .replace(/^have\b/, 'has');
}

/** " The lightest is the X (1.2 kg); the longest rated battery life is the Y's (18 hours)." */
function extremesSentence(stats: UseCaseStats): string {
  if (stats.count < 2) return '';
  const parts: string[] = [];
  if (stats.lightest) {
    parts.push(
      `the lightest is the ${shortName(stats.lightest.laptop)} (${kg(stats.lightest.value)})`,
    );
  }
  if (stats.longestBattery) {
    const { laptop, value } = stats.longestBattery;
    parts.push(`the longest rated battery life is the ${shortName(laptop)}'s (${value} hours)`);
  }
  if (parts.length === 0) return '';
  const sentence = parts.join('; ');
  return ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The stats line: count, price span with its time, and the measurable requirements met. */
export function statsLine(stats: UseCaseStats): string {
  if (stats.count === 0) return 'No laptop we track meets all of these requirements right now.';
  const count = `We list ${plural(stats.count, 'laptop')} from ${plural(stats.brands, 'brand')} for this use case.`;
  const checks = stats.checks.map((check) => checkClause(check, stats.count));
  const sheets = stats.count === 1 ? 'its spec sheet' : 'their spec sheets';
  const checked = checks.length > 0 ? ` By ${sheets}, ${listOf(checks)}.` : '';
  return `${count} ${priceSentence(stats)}${checked}${extremesSentence(stats)}`;
}
