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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One point a day for `days` days ending at `end` with today's price: a random walk around the
 * current price with occasional sale dips, the same for the same asin every time.
 */
export function generatePriceHistory(
  asin: string,
  currentPrice: number,
  end: Date,
  days = 90,
): GeneratedPoint[] {
  const random = seededRandom(asin);
  const points: GeneratedPoint[] = [];
  let factor = 1 + random() * 0.1;
  for (let day = days - 1; day >= 1; day--) {
    factor = Math.min(1.18, Math.max(0.9, factor + (random() - 0.5) * 0.04));
    const saleDip = random() < 0.06 ? 0.92 : 1;
    const price = Math.round((currentPrice * factor * saleDip) / 10) * 10;
    points.push({ observedAt: new Date(end.getTime() - day * DAY_MS), price });
  }
  points.push({ observedAt: end, price: currentPrice });
  return points;
}
