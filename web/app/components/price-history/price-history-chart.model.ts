import type { PriceHistory } from '@bli/contracts';
import {
  addDays,
  formatDateEnIn,
  formatDayMonth,
  formatInr,
  istDayStart,
  lowestPoint,
  medianPrice,
} from '@bli/domain';

/**
 * Pure helpers behind the price-history chart: scaling, SVG paths, ticks and the texts that
 * describe the chart to screen readers. No React, no DOM: unit-tested on their own.
 */

export interface ChartDims {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
  /** Date labels along the bottom (at least 2). */
  xTickCount: number;
  /** Label size in viewBox units. */
  fontSize: number;
}

/**
 * Fixed viewBoxes: the SVG scales with its box, so the page never shifts when it renders.
 * The wide one is drawn from the md breakpoint up, the compact one on phones, so labels stay
 * about 13–16 px on screen either way.
 */
export const CHART_DIMS: ChartDims = {
  width: 640,
  height: 300,
  padding: { top: 28, right: 20, bottom: 40, left: 80 },
  xTickCount: 4,
  fontSize: 14,
};

export const COMPACT_CHART_DIMS: ChartDims = {
  width: 360,
  height: 250,
  padding: { top: 24, right: 12, bottom: 34, left: 66 },
  xTickCount: 3,
  fontSize: 13,
};

type PricePoint = PriceHistory['points'][number];
type SaleEvent = PriceHistory['saleEventLows'][number]['event'];

export interface PlotPoint {
  x: number;
  y: number;
  price: number;
  observedAt: string;
}

export interface Tick {
  /** Position along the axis, in viewBox units. */
  at: number;
  label: string;
}

/** A sale event's days inside the chart's span, shaded behind the line. */
export interface SaleBand {
  slug: string;
  name: string;
  /** Left edge and width, in viewBox units. */
  x: number;
  width: number;
  /** Whether the name fits inside the band (the legend names every band either way). */
  labelled: boolean;
}

export interface ChartModel {
  dims: ChartDims;
  points: PlotPoint[];
  /** Single-day spikes: drawn as marks of their own, counted in no figure. */
  outliers: PlotPoint[];
  bands: SaleBand[];
  linePath: string;
  areaPath: string;
  yTicks: Tick[];
  xTicks: Tick[];
  /** The lowest price, plotted when it falls inside the chart's time span. */
  lowest: PlotPoint | null;
  median: { y: number; price: number } | null;
  latest: PlotPoint;
}

/** A "nice" tick step (1, 2, 2.5 or 5 × 10ⁿ) giving about `targetTicks` intervals. */
export function niceStep(span: number, targetTicks = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / magnitude;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * magnitude;
}

/** Price axis bounds rounded out to whole steps; a flat series still gets a visible band. */
export function priceDomain(prices: readonly number[]): { min: number; max: number; step: number } {
  if (prices.length === 0) return { min: 0, max: 1, step: 1 };
  let low = Math.min(...prices);
  let high = Math.max(...prices);
  if (low === high) {
    const pad = Math.max(500, Math.round(low * 0.05));
    low -= pad;
    high += pad;
  }
  const step = niceStep(high - low);
  const min = Math.max(0, Math.floor(low / step) * step);
  const max = Math.ceil(high / step) * step;
  return { min, max: max === min ? min + step : max, step };
}

/** Maps a value in `domain` onto `range` linearly; a zero-width domain maps to the middle. */
export function scaleLinear(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** "M x y L x y …" through the points, coordinates rounded to 0.1. */
export function buildLinePath(points: readonly { x: number; y: number }[]): string {
  return points
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${round1(point.x)} ${round1(point.y)}`)
    .join(' ');
}

/** The line closed down to the baseline, for the shaded area under it. */
export function buildAreaPath(
  points: readonly { x: number; y: number }[],
  baseline: number,
): string {
  if (points.length === 0) return '';
  const first = points[0];
  const last = points[points.length - 1];
  return `${buildLinePath(points)} L${round1(last.x)} ${round1(baseline)} L${round1(first.x)} ${round1(baseline)} Z`;
}

/** Rough label width in viewBox units, to keep labels inside the chart. */
export const labelWidth = (text: string, fontSize: number) => text.length * fontSize * 0.6;

/** Size of a band's name, a little smaller than the axis labels. */
const BAND_LABEL_SCALE = 0.85;

/**
 * The sale events the history names, once each: the lows table's, and the sales the buy advice
 * cites (the coming one lies after the chart and is clipped away).
 */
export function chartSaleEvents(history: PriceHistory): SaleEvent[] {
  const { nextSale, lastYearSale } = history.advice.evidence;
  const events = [
    ...history.saleEventLows.map((low) => low.event),
    ...(lastYearSale ? [lastYearSale.event] : []),
    ...(nextSale ? [nextSale.event] : []),
  ];
  const seen = new Set<string>();
  return events.filter((event) => !seen.has(event.slug) && seen.add(event.slug));
}

/**
 * Each event's days, from the start of its first day in India to the end of its last, clipped to
 * the chart's span [start, end]; events outside it are left out.
 */
export function saleBands(
  events: readonly SaleEvent[],
  span: { start: number; end: number },
  x: (time: number) => number,
  fontSize: number,
): SaleBand[] {
  if (span.end <= span.start) return [];
  return events.flatMap((event) => {
    const from = Math.max(span.start, istDayStart(event.startDate).getTime());
    const to = Math.min(span.end, istDayStart(addDays(event.endDate, 1)).getTime());
    if (to <= from) return [];
    const left = x(from);
    const width = x(to) - left;
    return [
      {
        slug: event.slug,
        name: event.name,
        x: round1(left),
        width: round1(width),
        labelled: labelWidth(event.name, fontSize * BAND_LABEL_SCALE) + 8 <= width,
      },
    ];
  });
}

/** A history's points oldest first, with their times: sorted once, read by every part. */
const sorted = new WeakMap<readonly PricePoint[], { points: PricePoint[]; times: number[] }>();

function sortedSeries(points: readonly PricePoint[]): { points: PricePoint[]; times: number[] } {
  let series = sorted.get(points);
  if (!series) {
    // Each time parsed once, not in every comparison; the chart (twice), its facts, summary and
    // table each sorted and parsed the 90 points again (a fifth of the chart's server render).
    const timed = points
      .map((point) => ({ point, time: Date.parse(point.observedAt) }))
      .sort((a, b) => a.time - b.time);
    series = { points: timed.map(({ point }) => point), times: timed.map(({ time }) => time) };
    sorted.set(points, series);
  }
  return series;
}

/**
 * Points oldest first (the API's order is not relied on): one array per history, shared by the
 * chart's parts, so copy it before reordering.
 */
export function sortedPoints(points: readonly PricePoint[]): readonly PricePoint[] {
  return sortedSeries(points).points;
}

/** The lowest price: the API's lowestEver, or the lowest point when the API gives none. */
export function lowestOf(history: PriceHistory): PricePoint | null {
  return history.lowestEver ?? lowestPoint(history.points);
}

export function medianOf(history: PriceHistory): number | null {
  return history.median90Days ?? medianPrice(history.points.map((point) => point.price));
}

/** Everything the chart draws; null when there is nothing to draw. */
export function buildChartModel(
  history: PriceHistory,
  dims: ChartDims = CHART_DIMS,
): ChartModel | null {
  const { points: series, times } = sortedSeries(history.points);
  if (series.length === 0) return null;
  const { width, height, padding } = dims;
  const start = times[0];
  const end = times[times.length - 1];

  const lowestRaw = lowestOf(history);
  const lowestTime = lowestRaw ? new Date(lowestRaw.observedAt).getTime() : NaN;
  const lowestInSpan = lowestRaw !== null && lowestTime >= start && lowestTime <= end;
  const median = medianOf(history);

  const domainPrices = series.map((point) => point.price);
  // Outliers are among the points; any that is not still has to fit on the chart.
  const outliers = history.outliers.filter((point) => {
    const time = Date.parse(point.observedAt);
    return time >= start && time <= end;
  });
  domainPrices.push(...outliers.map((point) => point.price));
  if (lowestInSpan) domainPrices.push(lowestRaw.price);
  if (median !== null) domainPrices.push(median);
  const { min, max, step } = priceDomain(domainPrices);

  const x = scaleLinear([start, end], [padding.left, width - padding.right]);
  const y = scaleLinear([min, max], [height - padding.bottom, padding.top]);
  const plot = (point: PricePoint, time = Date.parse(point.observedAt)): PlotPoint => ({
    x: x(time),
    y: y(point.price),
    price: point.price,
    observedAt: point.observedAt,
  });

  const points = series.map((point, i) => plot(point, times[i]));
  const yTicks: Tick[] = [];
  for (let value = min; value <= max + step / 2; value += step) {
    yTicks.push({ at: y(value), label: formatInr(value) });
  }
  const xTickCount = series.length === 1 ? 1 : Math.max(2, dims.xTickCount);
  const xTicks: Tick[] = Array.from({ length: xTickCount }, (_, i) => {
    const time = xTickCount === 1 ? start : start + ((end - start) * i) / (xTickCount - 1);
    return { at: x(time), label: formatDayMonth(new Date(time)) };
  });

  return {
    dims,
    points,
    outliers: outliers.map((point) => plot(point)),
    bands: saleBands(chartSaleEvents(history), { start, end }, x, dims.fontSize),
    linePath: buildLinePath(points),
    areaPath: buildAreaPath(points, height - padding.bottom),
    yTicks,
    xTicks,
    lowest: lowestInSpan ? plot(lowestRaw) : null,
    median: median === null ? null : { y: y(median), price: median },
    latest: points[points.length - 1],
  };
}

/** "5% below the 90-day median", "3% above …", "at the 90-day median"; null without a median. */
export function medianComparison(latest: number, median: number | null): string | null {
  if (median === null || median <= 0) return null;
  const percent = Math.round(((latest - median) / median) * 100);
  if (percent === 0) return 'at the 90-day median';
  return `${Math.abs(percent)}% ${percent < 0 ? 'below' : 'above'} the 90-day median`;
}

/** One sentence set describing the chart, used as its aria-label and as visible text. */
export function summaryText(history: PriceHistory): string {
  const series = sortedPoints(history.points);
  if (series.length === 0) return 'No price history has been recorded for this laptop yet.';
  const first = series[0];
  const latest = series[series.length - 1];
  const highest = series.reduce((top, point) => (point.price > top.price ? point : top), first);
  const lowest = lowestOf(history);
  const median = medianOf(history);
  const parts = [
    `Price history: ${series.length} recorded ${series.length === 1 ? 'price' : 'prices'} from ${formatDateEnIn(first.observedAt)} to ${formatDateEnIn(latest.observedAt)}.`,
  ];
  if (lowest)
    parts.push(`Lowest ${formatInr(lowest.price)} on ${formatDateEnIn(lowest.observedAt)}.`);
  parts.push(`Highest ${formatInr(highest.price)} on ${formatDateEnIn(highest.observedAt)}.`);
  if (median !== null) parts.push(`90-day median ${formatInr(median)}.`);
  const comparison = medianComparison(latest.price, median);
  parts.push(
    `Latest ${formatInr(latest.price)} on ${formatDateEnIn(latest.observedAt)}${comparison ? `, ${comparison}` : ''}.`,
  );
  return parts.join(' ');
}

/**
 * "A one-day spike to ₹29,990 on 3 Oct 2026 is left out of the lowest price.": said when a spike
 * went below the lowest price (docs/deal-verdicts.md "Outliers"); the spike may lie outside the
 * range shown, and is then not named.
 */
export function outlierNote(history: PriceHistory): string | null {
  if (!history.lowestEverExcludesOutliers) return null;
  const lowest = history.lowestEver?.price ?? Infinity;
  const spike = history.outliers
    .filter((point) => point.price < lowest)
    .reduce<PricePoint | null>(
      (low, point) => (low && low.price <= point.price ? low : point),
      null,
    );
  return spike
    ? `A one-day spike to ${formatInr(spike.price)} on ${formatDateEnIn(spike.observedAt)} is left out of the lowest price.`
    : 'A one-day spike to a lower price, outside the range shown, is left out of the lowest price.';
}

export interface TableRow {
  date: string;
  price: string;
}

/** Rows for the table version of the chart, newest first. */
export function tableRows(history: PriceHistory): TableRow[] {
  return [...sortedPoints(history.points)].reverse().map((point) => ({
    date: formatDateEnIn(point.observedAt),
    price: formatInr(point.price),
  }));
}
