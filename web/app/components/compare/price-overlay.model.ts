import { formatDayMonth, formatInr } from '@bli/domain';

export interface OverlaySeries {
  label: string;
  points: { observedAt: string; price: number }[];
}

export const OVERLAY_DIMS = {
  width: 720,
  height: 320,
  padding: { top: 20, right: 20, bottom: 36, left: 84 },
};

/** One colour per compared laptop (at most four), distinguishable in greyscale too. */
export const OVERLAY_COLOURS = ['#ea580c', '#2563eb', '#16a34a', '#7c3aed'] as const;
export const OVERLAY_DASHES = ['', '6 4', '2 3', '10 3 2 3'] as const;

export interface OverlayModel {
  paths: string[];
  yTicks: { at: number; label: string }[];
  xTicks: { at: number; label: string }[];
}

/** Every series on one time axis and one price axis, as SVG paths in the fixed viewBox. */
export function overlayModel(series: readonly OverlaySeries[], dims = OVERLAY_DIMS): OverlayModel {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return { paths: series.map(() => ''), yTicks: [], xTicks: [] };
  const times = all.map((p) => new Date(p.observedAt).getTime());
  const prices = all.map((p) => p.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const pad = Math.max((Math.max(...prices) - Math.min(...prices)) * 0.1, 500);
  const [p0, p1] = [Math.max(0, Math.min(...prices) - pad), Math.max(...prices) + pad];
  const { width, height, padding } = dims;
  const plotW = width - padding.left - padding.right;
  const plotH = height - padding.top - padding.bottom;
  const x = (t: number) => padding.left + (t1 === t0 ? plotW / 2 : ((t - t0) / (t1 - t0)) * plotW);
  const y = (p: number) => padding.top + plotH - ((p - p0) / (p1 - p0)) * plotH;
  const paths = series.map((s) =>
    [...s.points]
      .sort((a, b) => a.observedAt.localeCompare(b.observedAt))
      .map(
        (p, i) =>
          `${i ? 'L' : 'M'}${x(new Date(p.observedAt).getTime()).toFixed(1)},${y(p.price).toFixed(1)}`,
      )
      .join(' '),
  );
  const yTicks = [0, 1, 2, 3].map((i) => {
    const price = p0 + ((p1 - p0) * i) / 3;
    return { at: y(price), label: formatInr(Math.round(price / 100) * 100) };
  });
  const xTicks = [0, 1, 2, 3].map((i) => {
    const t = t0 + ((t1 - t0) * i) / 3;
    return { at: x(t), label: formatDayMonth(new Date(t)) };
  });
  return { paths, yTicks, xTicks };
}
