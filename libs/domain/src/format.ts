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

/** en-IN date in India's time zone: "22 Nov 2026". */
export function formatDateEnIn(date: Date | string): string {
  return dateFormat.format(new Date(date));
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
