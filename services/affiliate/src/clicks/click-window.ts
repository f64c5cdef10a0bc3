/** Days of India's calendar: the admin reads click counts per day in IST. */
const istDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-11-22": the calendar day in India at that instant. */
export const indiaDay = (instant: Date) => istDate.format(instant);

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export interface ClickWindow {
  from: string;
  to: string;
  /** Midnight IST at the start of `from`. */
  since: Date;
  days: string[];
}

/** The last `days` days in India, today included. */
export function clickWindow(days: number, now: Date): ClickWindow {
  const to = indiaDay(now);
  const from = addDays(to, -(days - 1));
  return {
    from,
    to,
    since: new Date(`${from}T00:00:00+05:30`),
    days: Array.from({ length: days }, (_, i) => addDays(from, i)),
  };
}

/** Every day of the window with its count, zero for days without clicks. */
export function fillDays(
  window: ClickWindow,
  counts: ReadonlyMap<string, number>,
): { date: string; clicks: number }[] {
  return window.days.map((date) => ({ date, clicks: counts.get(date) ?? 0 }));
}
