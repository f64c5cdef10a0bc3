import { dayOfNumber, istDayNumber, type IstDay } from './ist-days';

/** A recorded price: what the rules read of a price point. */
export interface RecordedPrice {
  price: number;
  observedAt: Date | string;
}

/** One day of a laptop's history: its lowest price (the point that had it) and its highest. */
export interface DailyPrice<P extends RecordedPrice = RecordedPrice> {
  day: IstDay;
  /** The day's number (ist-days' dayNumber): what the rules count and compare days by. */
  dayNumber: number;
  /** The day's lowest price. */
  price: number;
  /** The earliest point at the day's lowest price. */
  point: P;
  /** The day's highest price. */
  high: number;
}

const time = (point: RecordedPrice) => new Date(point.observedAt).getTime();

/**
 * The history as days (India's calendar), oldest first: the rules read one price a day, however
 * often a day was observed, so an hourly sync and a daily one say the same. A list that already
 * holds only each day's lowest and highest points gives the same days. Days are keyed by their
 * number, and named once each: a laptop page reads hundreds.
 */
export function dailyPrices<P extends RecordedPrice>(points: readonly P[]): DailyPrice<P>[] {
  const byDay = new Map<number, DailyPrice<P>>();
  for (const point of points) {
    const dayNumber = istDayNumber(point.observedAt);
    const kept = byDay.get(dayNumber);
    if (!kept) {
      const day = dayOfNumber(dayNumber);
      byDay.set(dayNumber, { day, dayNumber, price: point.price, point, high: point.price });
      continue;
    }
    if (
      point.price < kept.price ||
      (point.price === kept.price && time(point) < time(kept.point))
    ) {
      kept.price = point.price;
      kept.point = point;
    }
    kept.high = Math.max(kept.high, point.price);
  }
  return [...byDay.values()].sort((a, b) => a.dayNumber - b.dayNumber);
}
