import type { Laptop } from '@bli/contracts';
import { offerState } from '@bli/domain';
import { cn } from '@bli/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { AffiliateLink } from '../affiliate-link';
import { LaptopColumnHeader } from '../laptop-column-header';
import { bestInRow, COMPARE_ROWS, rowDiffers } from './compare-rows';
import { RemoveFromCompareLink } from './remove-from-compare-link';

interface CompareTableProps {
  laptops: Laptop[];
  /** Start with only the rows that differ (the URL's `diff=1`). */
  differencesOnly: boolean;
  /** The URL with the switch flipped: where the switch goes without JavaScript. */
  toggleHref: string;
}

/**
 * Laptops side by side, one column each. The best figure of a row is highlighted; the switch
 * hides rows where every laptop says the same. It is a link without JavaScript (the server
 * renders either view) and a switch with it (no reload; the address is kept in step).
 */
export function CompareTable({ laptops, differencesOnly, toggleHref }: CompareTableProps) {
  const [onlyDiffs, setOnlyDiffs] = useState(differencesOnly);
  const rows = COMPARE_ROWS.filter((row) => !onlyDiffs || rowDiffers(row, laptops));
  return (
    <div className="rounded-lg border border-slate-200 bg-white" data-testid="compare-table">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-3">
        <span className="font-semibold">{laptops.length} laptops side by side</span>
        <Link
          to={toggleHref}
          role="switch"
          aria-checked={onlyDiffs}
          replace
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setOnlyDiffs(!onlyDiffs);
            window.history.replaceState(window.history.state, '', toggleHref);
          }}
          className="inline-flex items-center gap-2 text-sm"
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-block h-5 w-9 rounded-full transition-colors',
              onlyDiffs ? 'bg-orange-500' : 'bg-slate-300',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 h-4 w-4 rounded-full bg-white transition-transform',
                onlyDiffs ? 'translate-x-4' : 'translate-x-0.5',
              )}
            />
          </span>
          Show only differences
        </Link>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Comparison of the chosen laptops</caption>
          <thead>
            <tr>
              <th scope="col" className="w-40 p-3 text-slate-500">
                <span className="sr-only">Specification</span>
              </th>
              {laptops.map((laptop) => (
                <LaptopColumnHeader key={laptop.slug} laptop={laptop} titleLinksTo="review">
                  <RemoveFromCompareLink laptop={laptop} others={laptops} />
                </LaptopColumnHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const best = bestInRow(row, laptops);
              return (
                <tr key={row.label} className="border-t" data-row={row.label}>
                  <th scope="row" className="p-3 font-medium text-slate-600">
                    {row.label}
                  </th>
                  {laptops.map((laptop, i) => (
                    <td
                      key={laptop.slug}
                      className={cn(
                        'p-3 align-top',
                        best.includes(i) && 'bg-green-50 font-semibold text-green-800',
                      )}
                      data-best={best.includes(i) ? 'true' : undefined}
                    >
                      {row.text(laptop)}
                      {best.includes(i) && <span className="sr-only"> (best)</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
            <tr className="border-t">
              <th scope="row" className="p-3">
                <span className="sr-only">Buy</span>
              </th>
              {laptops.map((laptop) => (
                <td key={laptop.slug} className="p-3">
                  {offerState(laptop).note && (
                    <p className="mb-1 font-semibold text-red-700">{offerState(laptop).note}</p>
                  )}
                  <AffiliateLink
                    laptop={laptop}
                    source="comparison-table"
                    className="font-medium text-orange-600 hover:underline"
                  >
                    {offerState(laptop).buyLabel ?? 'Check Price On Amazon'}
                  </AffiliateLink>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
