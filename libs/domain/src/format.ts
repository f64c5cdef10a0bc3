const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Indian digit grouping of a whole number (the last three digits, then pairs): grouped here, as
 * a list page prints hundreds of prices and counts, and Intl's format is the slow part. Intl
 * still writes what it can spell digit by digit (past 2^53).
 */
function groupDigits(whole: number): string {
  if (!Number.isSafeInteger(whole)) return wholeNumber.format(whole);
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) {
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  }
  return `${whole < 0 ? '-' : ''}${grouped}`;
}

/** ₹ with Indian digit grouping, to the rupee: 104990 → "₹1,04,990". */
export function formatInr(amount: number): string {
  return `₹${groupDigits(Math.round(amount))}`;
}

/** A count as en-IN writes it: 5680 → "5,680", 123456 → "1,23,456" (a card's review count). */
export function formatCount(count: number): string {
  return groupDigits(Math.round(count));
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** India has kept UTC+05:30, without summer time, since 1945: a day there is a fixed span. */
const IST_OFFSET_MS = 19_800_000;
const DAY_MS = 86_400_000;
/**
 * Formatted dates by their day in India. A page formats the same few days dozens of times (every
 * card's "updated" and "as of", a price table's 90 rows), and Intl's format is the slow part.
 */
const formattedDays = new Map<number, string>();
const FORMATTED_DAYS_LIMIT = 1_000;

/** en-IN date in India's time zone: "22 Nov 2026". */
export function formatDateEnIn(date: Date | string): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  const day = Math.floor((time + IST_OFFSET_MS) / DAY_MS);
  let text = formattedDays.get(day);
  if (text === undefined) {
    // An invalid date throws here (RangeError), as it always did, and is not kept.
    text = dateFormat.format(time);
    if (formattedDays.size >= FORMATTED_DAYS_LIMIT) formattedDays.clear();
    formattedDays.set(day, text);
  }
  return text;
}

/** "22 Nov", as the comparison table's "Updated: day month": the date without its year. */
export function formatDayMonth(date: Date | string): string {
  return formatDateEnIn(date).slice(0, -5);
}

/** "14:11": the time in India, as en-IN writes it (24 hours, two digits each). */
function istClock(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const minutes = Math.floor(((((time + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  const hours = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return `${hours < 10 ? '0' : ''}${hours}:${minute < 10 ? '0' : ''}${minute}`;
}

/**
 * Amazon's price time stamp (docs/compliance.md): "as of 14:11 IST" on the same day in India,
 * otherwise with the date, "as of 21 Nov 2026, 14:11 IST".
 */
export function formatAsOf(observedAt: Date | string, now: Date = new Date()): string {
  const time = `${istClock(observedAt)} IST`;
  const sameDay = formatDateEnIn(observedAt) === formatDateEnIn(now);
  return sameDay ? `as of ${time}` : `as of ${formatDateEnIn(observedAt)}, ${time}`;
}

/** A time in India's time zone, with its date: "22 Nov 2026, 14:11 IST". */
export function formatIst(at: Date | string): string {
  return `${formatDateEnIn(at)}, ${istClock(at)} IST`;
}
