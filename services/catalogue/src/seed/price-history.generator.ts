import { addDays, daysBetween, istDay, type IstDay, type SaleEventDates } from '@bli/domain';

/** Deterministic pseudo-random numbers from a string seed (mulberry32 over an FNV-1a hash). */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedPoint {
  observedAt: Date;
  price: number;
}

/** What a demo laptop's history is made to say (docs/deal-verdicts.md), chosen by its asin. */
export interface HistoryShape {
  /** `short`: a new listing, under 5 weeks; `at-low`: today's price is a cut near its lowest; `regular`: at its usual price. */
  kind: 'short' | 'at-low' | 'regular';
  days: number;
  /** The list price was asked for a while within 6 months (else it is an inflated "M.R.P."). */
  honestListPrice: boolean;
  /** Days ago of a one-day glitch price (an outlier), or null. */
  spikeDaysAgo: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo history's length: 13 months. */
export const DEMO_HISTORY_MONTHS = 13;

/** The day `months` calendar months before `day` (the last day of that month when shorter). */
function monthsBefore(day: IstDay, months: number): IstDay {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whether `day` is within `margin` days of any event. */
const nearEvent = (day: IstDay, events: readonly SaleEventDates[], margin: number) =>
  events.some(
    (event) => day >= addDays(event.startDate, -margin) && day <= addDays(event.endDate, margin),
  );

/** Indian prices end in 90: ₹54,990, not ₹54,987. */
const roundPrice = (price: number) => Math.max(90, Math.round((price + 10) / 100) * 100 - 10);

/**
 * One point a day for 13 months (a few laptops: days, a new listing) ending at `end` with today's
 * price, the same for the same asin and dates every time: a quiet walk around the laptop's usual
 * price, a pre-sale hike, a dip in each sale event (`events`, the demo calendar) and a rebound
 * after it. Some laptops sat at their list price for a few weeks within 6 months, the others
 * never did (an inflated M.R.P.); some had a one-day glitch; some are at a price cut today, near
 * their lowest. So every verdict of docs/deal-verdicts.md appears in the demo catalogue.
 */
export function generatePriceHistory(
  laptop: { asin: string; currentPrice: number; originalPrice: number | null },
  end: Date,
  events: readonly SaleEventDates[],
): { shape: HistoryShape; points: GeneratedPoint[] } {
  const random = seededRandom(laptop.asin);
  const current = laptop.currentPrice;
  const today = istDay(end);
  const fullDays = daysBetween(monthsBefore(today, DEMO_HISTORY_MONTHS), today) + 1;
  const pick = random();
  const kind: HistoryShape['kind'] = pick < 0.06 ? 'short' : pick < 0.38 ? 'at-low' : 'regular';
  const days = kind === 'short' ? 8 + Math.floor(random() * 24) : fullDays;
  // Today's price is the usual one, or a cut of 7–13 % below it.
  const usual =
    kind === 'at-low' ? current * (1.08 + random() * 0.07) : current * (0.99 + random() * 0.02);
  // Today's cut is a few days old; when a sale ended shortly before, it began right after it.
  let cutDays = 3 + Math.floor(random() * 15);
  for (const event of events) {
    const endedAgo = daysBetween(event.endDate, today);
    if (endedAgo >= cutDays && endedAgo <= cutDays + 6) cutDays = endedAgo;
  }
  // How deep each sale cut the price: the festival season always deeply, the others by chance.
  const depth = new Map(
    events.map((event) => {
      const big = event.name === 'Great Indian Festival' || event.name === 'Diwali Sale';
      const deep = random() < (big ? 0.85 : 0.55);
      return [event, deep ? 0.1 + random() * 0.08 : 0.03 + random() * 0.04] as const;
    }),
  );
  const hikes = random() < 0.5;
  const listPrice = laptop.originalPrice;
  const honestListPrice =
    kind !== 'short' && listPrice !== null && listPrice <= current * 1.3 && random() < 0.55;
  // A few weeks at the list price, 3–6 months ago, clear of any sale.
  const honestLength = 10 + Math.floor(random() * 15);
  let honestFrom = 120 + Math.floor(random() * 40);
  const clear = (from: number) =>
    Array.from({ length: honestLength + 1 }, (_, i) => addDays(today, -(from - i))).every(
      (day) => !nearEvent(day, events, 4),
    );
  while (honestFrom < 175 && !clear(honestFrom)) honestFrom++;
  const honestTo = honestFrom - honestLength;
  // A one-day glitch on a quiet day, clear of the sales and of the weeks at the list price.
  let spikeAgo = 30 + Math.floor(random() * 250);
  const quiet = (ago: number) =>
    !nearEvent(addDays(today, -ago), events, 8) &&
    !(honestListPrice && ago <= honestFrom + 2 && ago >= honestTo - 2);
  while (spikeAgo < days - 2 && !quiet(spikeAgo)) spikeAgo += 3;
  const spikeDaysAgo = kind !== 'short' && random() < 0.12 && spikeAgo < days - 2 ? spikeAgo : null;
  const spikeDepth = 0.55 + random() * 0.15;

  const points: GeneratedPoint[] = [];
  let walk = 0;
  for (let ago = days - 1; ago >= 0; ago--) {
    walk = Math.max(-0.015, Math.min(0.015, walk * 0.9 + (random() - 0.5) * 0.006));
    const day = addDays(today, -ago);
    // Older prices a little higher: a model gets cheaper over its year.
    const base = usual * (1 + walk) * (1 + (0.03 * ago) / fullDays);
    const during = events.find((e) => day >= e.startDate && day <= e.endDate);
    const before = events.find((e) => {
      const until = daysBetween(day, e.startDate);
      return until >= 1 && until <= 4;
    });
    const after = events.find((e) => {
      const since = daysBetween(e.endDate, day);
      return since >= 1 && since <= 3;
    });
    let price = base;
    if (during) price = usual * (1 - (depth.get(during) ?? 0)) * (1 + walk / 3);
    else if (before && hikes) price = base * 1.03;
    // A rebound after a sale (not into today's cut, which it would only interrupt for a day).
    else if (after && !(kind === 'at-low' && ago < cutDays + 3)) price = base * 1.02;
    // At a cut today, it never sold much below it: within 4 % at most.
    if (kind === 'at-low') price = Math.max(roundPrice(price), Math.ceil(current * 0.96));
    else price = roundPrice(price);
    // Prices the listing showed as they are: its list price, today's price.
    if (honestListPrice && listPrice !== null && ago <= honestFrom && ago >= honestTo) {
      price = listPrice;
    }
    if (ago === spikeDaysAgo) price = roundPrice(usual * (1 - spikeDepth));
    if ((kind === 'at-low' && ago < cutDays) || ago === 0) price = current;
    points.push({ observedAt: new Date(end.getTime() - ago * DAY_MS), price });
  }
  return { shape: { kind, days, honestListPrice, spikeDaysAgo }, points };
}
