import type { Laptop } from '@bli/contracts';
import { formatDayMonth, isPriceCurrent, formatInr, offerState, formatCount } from '@bli/domain';
import { Badge } from '@bli/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AffiliateLink } from './affiliate-link';
import { LaptopColumnHeader } from './laptop-column-header';
import {
  goodDealCellText,
  listPriceText,
  medianComparisonText,
  showsPriceClaims,
} from './price-check-text';

const NA = 'N/A';

const ROWS: { label: string; value: (laptop: Laptop) => ReactNode }[] = [
  { label: 'Brand', value: (l) => l.brand },
  {
    label: 'Rating',
    value: (l) => (l.rating ? `${l.rating}/5 (${formatCount(l.reviewCount)})` : 'No rating'),
  },
  { label: 'Processor', value: (l) => l.specifications.processor ?? l.processorModel ?? NA },
  { label: 'RAM', value: (l) => l.specifications.ram ?? (l.ramSize ? `${l.ramSize} GB` : NA) },
  {
    label: 'Storage',
    value: (l) =>
      l.specifications.storage ??
      (l.storageSize ? `${l.storageSize} GB ${l.storageType ?? ''}` : NA),
  },
  { label: 'Graphics', value: (l) => l.specifications.graphics ?? 'Integrated' },
  { label: 'Display', value: (l) => l.specifications.display ?? NA },
  { label: 'Battery', value: (l) => l.specifications.battery ?? NA },
  { label: 'Weight', value: (l) => l.specifications.weight ?? NA },
  {
    label: 'Price & Purchase',
    value: (l) => (
      <div className="space-y-1">
        {isPriceCurrent(l.lastUpdated) && (
          <div className="font-semibold">{formatInr(l.currentPrice)}</div>
        )}
        {offerState(l).note && (
          <div className="font-semibold text-red-700">{offerState(l).note}</div>
        )}
        <AffiliateLink
          laptop={l}
          source="comparison-table"
          className="font-medium text-orange-600 hover:underline"
        >
          {offerState(l).buyLabel ?? 'Check Price On Amazon'}
        </AffiliateLink>
        <div className="text-xs text-slate-500">Updated: {formatDayMonth(l.lastUpdated)}</div>
      </div>
    ),
  },
  // docs/deal-verdicts.md: claims about a price only while that price may be shown and bought.
  {
    label: 'Against its 90-day median',
    value: (l) => (showsPriceClaims(l) ? (medianComparisonText(l.priceCheck.discount) ?? NA) : NA),
  },
  {
    label: 'Good deal',
    value: (l) => (showsPriceClaims(l) ? goodDealCellText(l.priceCheck.goodDeal) : NA),
  },
  {
    label: 'List price',
    value: (l) => (showsPriceClaims(l) ? (listPriceText(l.priceCheck.discount) ?? NA) : NA),
  },
];

/** Laptops side by side: one column each, the spec's rows, "N/A" where a value is missing. */
export function ComparisonTable({ laptops, caption }: { laptops: Laptop[]; caption?: string }) {
  if (laptops.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-slate-500">
        No laptops to compare
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-white" data-testid="comparison-table">
      <div className="flex items-center justify-between border-b p-3">
        <span className="font-semibold">{caption ?? 'Compare laptops'}</span>
        <Badge tone="outline">{laptops.length} items</Badge>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead>
            <tr>
              <th scope="col" className="w-32 p-3 text-slate-500">
                <span className="sr-only">Specification</span>
              </th>
              {laptops.map((laptop) => (
                <LaptopColumnHeader key={laptop.asin} laptop={laptop} titleLinksTo="amazon">
                  <div className="text-xs text-slate-500">{laptop.brand}</div>
                </LaptopColumnHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-t">
                <th scope="row" className="p-3 font-medium text-slate-600">
                  {row.label}
                </th>
                {laptops.map((laptop) => (
                  <td key={laptop.asin} className="p-3 align-top">
                    {row.value(laptop)}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t">
              <th scope="row" className="p-3">
                <span className="sr-only">Review</span>
              </th>
              {laptops.map((laptop) => (
                <td key={laptop.asin} className="p-3">
                  <Link
                    to={`/laptop/${laptop.slug}`}
                    className="font-medium text-blue-700 hover:underline"
                  >
                    View Full Review
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
