import type { PriceHistory } from '@bli/contracts';
import { escapeHtml } from '@bli/domain';
import { tableRows, type TableRow } from './price-history-chart.model';

/**
 * The rows as markup, not as React elements: ninety rows are about a quarter of a laptop page's
 * elements, and React's work per element is most of a render's CPU (docs/benchmarks.md). The
 * table is part of a static island, so nothing hydrates them.
 */
const rowsHtml = (rows: TableRow[]) =>
  rows
    .map((row) => `<tr><td>${escapeHtml(row.date)}</td><td>${escapeHtml(row.price)}</td></tr>`)
    .join('');

/** The chart's prices as a table, newest first: the range shown, one tap away. */
export function PriceHistoryTable({ history }: { history: PriceHistory }) {
  const rows = tableRows(history);
  return (
    <details className="rounded-md border border-slate-200 bg-white">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-800">
        Show price history as a table
      </summary>
      <div className="max-h-80 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Recorded prices, newest first</caption>
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium text-slate-600">
                Date
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium text-slate-600">
                Price
              </th>
            </tr>
          </thead>
          {/* Ninety rows styled once here, not a class on each of their 270 elements. */}
          <tbody
            className="[&_td]:px-4 [&_td]:py-1.5 [&_td+td]:text-right [&_td+td]:tabular-nums [&_tr]:border-t [&_tr]:border-slate-100"
            dangerouslySetInnerHTML={{ __html: rowsHtml(rows) }}
          />
        </table>
      </div>
    </details>
  );
}
