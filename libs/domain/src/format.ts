const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * ₹ with Indian digit grouping: 104990 → "₹1,04,990". Grouped here (the last three digits, then
 * pairs): a list page prints hundreds of prices, and Intl's format is the slow part. Intl
 * still writes what is not a whole number of rupees it can spell digit by digit.
 */
export function formatInr(amount: number): string {
  const rupees = Math.round(amount);
  if (!Number.isSafeInteger(rupees)) return `₹${inr.format(rupees)}`;
  const digits = String(Math.abs(rupees));
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) {
    grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  }
  return `₹${rupees < 0 ? '-' : ''}${grouped}`;
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
