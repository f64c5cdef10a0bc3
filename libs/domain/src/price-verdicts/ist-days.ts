/** India's calendar days as "YYYY-MM-DD": IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day in India, "2026-11-27". */
export type IstDay = string;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day numbered `n` (see dayNumber) in years 1000–9999, by the civil calendar's arithmetic
 * (H. Hinnant's `civil_from_days`) rather than a Date and its ISO string: a laptop page reads
 * hundreds of days. Null outside those years.
 */
function civilDay(n: number): IstDay | null {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (!(year >= 1000 && year <= 9999)) return null; // NaN too: an invalid time
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** The number (see dayNumber) of the day in India an instant falls on; NaN for an invalid time. */
export function istDayNumber(at: Date | string): number {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Math.floor((time + IST_OFFSET_MS) / DAY_MS);
}

/** The day numbered `n` (see dayNumber). */
export function dayOfNumber(n: number): IstDay {
  // Outside those years, and for an invalid time (toISOString throws), as a Date says.
  return civilDay(n) ?? new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day in India an instant falls on. */
export function istDay(at: Date | string): IstDay {
  return dayOfNumber(istDayNumber(at));
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

/** The day's number: whole days since 1 Jan 1970, so that days are counted by subtraction. */
export function dayNumber(day: IstDay): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: IstDay, to: IstDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** Midday in India on `day`: a Date that the en-IN formatters print as that day. */
export function istNoon(day: IstDay): Date {
  return new Date(`${day}T12:00:00+05:30`);
}

/** The instant `day` begins in India. */
export function istDayStart(day: IstDay): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
