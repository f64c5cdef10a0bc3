/** India's calendar days as "YYYY-MM-DD": IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day in India, "2026-11-27". */
export type IstDay = string;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day in India an instant falls on. */
export function istDay(at: Date | string): IstDay {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written "YYYY-MM-DD". */
export function isIstDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: IstDay, days: number): IstDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IstDay, to: IstDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Midday in India on `day`: a Date that the en-IN formatters print as that day. */
export function istNoon(day: IstDay): Date {
  return new Date(`${day}T12:00:00+05:30`);
}

/** The instant `day` begins in India. */
export function istDayStart(day: IstDay): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
