import type { Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { distinctBrands, priceSpan, tierSummaries } from './gaming-model';

/** h1 and an intro whose numbers come from the gaming list (`total`: the whole list's length). */
export function GamingIntro({ laptops, total }: { laptops: readonly Laptop[]; total: number }) {
  const brands = distinctBrands(laptops);
  const span = priceSpan(laptops);
  const tiers = tierSummaries(laptops);
  const tierCounts = tiers.map(
    (t) => `${t.laptops.length} ${t.tier === 'Entry' ? 'entry-level' : t.tier.toLowerCase()}`,
  );
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        Best Gaming Laptops in India
      </h1>
      <p className="max-w-3xl text-slate-700">
        We list {total} gaming laptops from {brands.length} brands ({brands.join(', ')}):{' '}
        {tierCounts.join(', ')} models.
        {span &&
          ` Prices run from ${formatInr(span.min)} to ${formatInr(span.max)} (${span.asOf}).`}{' '}
        Pick a tab to narrow the list, and read the tier guide below to see what each level buys
        you.
      </p>
    </header>
  );
}
