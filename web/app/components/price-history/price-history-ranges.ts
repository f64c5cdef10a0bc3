import type { PriceHistoryRange } from '@bli/contracts';

/**
 * The chart's ranges (`?days=` of the laptop page and of the price-history call): their button
 * labels and how the section's text names them. No schema: the list's values are checked
 * against the contract's type, and this module reaches the browser with the chart.
 */
export const HISTORY_RANGES = [
  { days: '30', label: '30 days', span: 'the last 30 days' },
  { days: '90', label: '90 days', span: 'the last 90 days' },
  { days: '365', label: '1 year', span: 'the last year' },
  { days: 'all', label: 'All', span: 'all the time we have tracked it' },
] as const satisfies readonly { days: PriceHistoryRange; label: string; span: string }[];

/** The range of a page without `?days=` (the API's default too). */
export const DEFAULT_HISTORY_RANGE: PriceHistoryRange = '90';

/** The range a page's URL asks for; anything but a known range is the default, never an error. */
export function requestedHistoryRange(url: URL): PriceHistoryRange {
  const days = url.searchParams.get('days');
  return HISTORY_RANGES.find((range) => range.days === days)?.days ?? DEFAULT_HISTORY_RANGE;
}

/**
 * A range's link on the laptop page: the same page with `?days=` (a link relative to it, so the
 * laptop's own links stay the only `/laptop/…` ones), landing on the chart (`#price-history`)
 * rather than at the page's top.
 */
export function historyRangeHref(days: PriceHistoryRange): string {
  return `?days=${days}#price-history`;
}

/** "the last 30 days", "all the time we have tracked it". */
export function historyRangeSpan(days: PriceHistoryRange): string {
  return HISTORY_RANGES.find((range) => range.days === days)?.span ?? 'the last 90 days';
}
