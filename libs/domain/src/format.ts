const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 104990 → "₹1,04,990". */
export function formatInr(amount: number): string {
  return `₹${inr.format(Math.round(amount))}`;
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

const dayMonthFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov", as the comparison table's "Updated: day month". */
export function formatDayMonth(date: Date | string): string {
  return dayMonthFormat.format(new Date(date));
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * Amazon's price time stamp (docs/compliance.md): "as of 14:11 IST" on the same day in India,
 * otherwise with the date, "as of 21 Nov 2026, 14:11 IST".
 */
export function formatAsOf(observedAt: Date | string, now: Date = new Date()): string {
  const time = `${timeFormat.format(new Date(observedAt))} IST`;
  const sameDay = formatDateEnIn(observedAt) === formatDateEnIn(now);
  return sameDay ? `as of ${time}` : `as of ${formatDateEnIn(observedAt)}, ${time}`;
}

/** A time in India's time zone, with its date: "22 Nov 2026, 14:11 IST". */
export function formatIst(at: Date | string): string {
  return `${formatDateEnIn(at)}, ${timeFormat.format(new Date(at))} IST`;
}
