import type { CompareResult, PriceHistory } from '@bli/contracts';
import { MAX_COMPARED } from '@bli/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { staticIsland } from '../static-island';
import { compareNotices } from './compare-notices';
import { replaceCompared } from './compare-store';
import { CompareTable } from './compare-table';

// Never change in the browser: their code loads only on a client-side navigation here.
const AffiliateDisclosure = await staticIsland(() =>
  import('../affiliate-disclosure').then((module) => module.AffiliateDisclosure),
);
const PriceOverlayChart = await staticIsland(() =>
  import('./price-overlay-chart').then((module) => module.PriceOverlayChart),
);

interface ComparePageProps {
  result: CompareResult;
  histories: (PriceHistory | null)[];
  differencesOnly: boolean;
  toggleHref: string;
}

/** `/compare?laptops=…`: notices, the table, and the prices of the last 90 days together. */
export function ComparePage({ result, histories, differencesOnly, toggleHref }: ComparePageProps) {
  const { laptops } = result;
  // Opening a shared comparison makes it this browser's compare tray too.
  useEffect(() => replaceCompared(laptops), [laptops]);
  const notices = compareNotices(result);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Compare laptops</h1>
      {notices.length > 0 && (
        <ul
          role="status"
          className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="compare-notices"
        >
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {laptops.length < 2 ? (
        <div className="space-y-3 rounded-lg border border-dashed border-slate-300 bg-white p-6">
          <p className="font-semibold">
            {laptops.length === 0
              ? 'No laptops to compare yet.'
              : 'Add one more laptop to compare.'}
          </p>
          <p className="text-sm text-slate-600">
            Use “Add to compare” on any laptop (up to {MAX_COMPARED}), then open the compare tray at
            the bottom of the page. Or{' '}
            <Link to="/search" className="text-orange-700 underline">
              search for laptops
            </Link>
            .
          </p>
        </div>
      ) : (
        <>
          <AffiliateDisclosure />
          <CompareTable
            laptops={laptops}
            differencesOnly={differencesOnly}
            toggleHref={toggleHref}
          />
          <PriceOverlayChart
            series={laptops.map((laptop, i) => ({
              label: laptop.title,
              points: histories[i]?.points ?? [],
            }))}
          />
        </>
      )}
    </main>
  );
}
