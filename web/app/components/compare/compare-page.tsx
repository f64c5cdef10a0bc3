import type { CompareResult, PriceHistory } from '@bli/contracts';
import { MAX_COMPARED } from '@bli/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { replaceCompared } from './compare-store';
import { CompareTable } from './compare-table';
import { PriceOverlayChart } from './price-overlay-chart';

interface ComparePageProps {
  result: CompareResult;
  histories: (PriceHistory | null)[];
  differencesOnly: boolean;
  toggleHref: string;
}

/** What the URL asked for that is not shown, in words. */
export function compareNotices(result: CompareResult): string[] {
  const notices: string[] = [];
  const list = (slugs: string[]) => slugs.map((slug) => `“${slug}”`).join(', ');
  if (result.unknown.length) {
    notices.push(`We couldn\u2019t find ${list(result.unknown)}, so it was left out.`);
  }
  if (result.duplicates.length) {
    notices.push(`${list(result.duplicates)} was listed more than once; it is shown once.`);
  }
  if (result.overLimit.length) {
    notices.push(
      `You can compare up to ${MAX_COMPARED} laptops: ${list(result.overLimit)} was left out.`,
    );
  }
  return notices;
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
