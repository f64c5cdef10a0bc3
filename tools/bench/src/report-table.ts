import type { LoadFigures } from './load-run';

export interface Row extends LoadFigures {
  /** Extra columns (ratio to the baseline, target met…), already formatted. */
  notes?: string;
}

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

/** A plain-text table of the figures, one row per run. */
export function formatTable(rows: Row[]): string {
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'notes'];
  const cells = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    `${row.errors}/${row.total}`,
    row.notes ?? '',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => pad(value, widths[i], i > 0 && i < 5))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
