import { landingHeading } from './landing-heading';
import type { PriceRange } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Breadcrumbs } from '../breadcrumbs';
import type { RangeStats } from './range-stats';

/** The figures the hero shows (the page's loader sends only these). */
export type HeroStats = Pick<
  RangeStats,
  'count' | 'lowest' | 'highest' | 'median' | 'ram16Plus' | 'pricesAsOf'
>;
import { ScrollToList } from './scroll-to-list';

const SECTIONS = [
  { href: '#laptops', label: 'Ranked laptops' },
  { href: '#comparison', label: 'Comparison' },
  { href: '#buying-guide', label: 'Buying guide' },
  { href: '#faq', label: 'FAQ' },
];

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white/10 p-3">
      <dt className="text-xs uppercase tracking-wide text-white/70">{label}</dt>
      <dd className="mt-1 text-lg font-bold">{value}</dd>
    </div>
  );
}

/** Hero: the SEO title and description, this range's numbers, quick navigation and a call to action. */
export function LandingHero({ range, stats }: { range: PriceRange; stats: HeroStats | null }) {
  const hasLaptops = stats !== null && stats.count > 0;
  return (
    <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <Breadcrumbs
          items={[{ label: 'Home', to: '/' }, { label: range.name }]}
          className="text-white/70"
        />
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">
          {landingHeading(range)}
        </h1>
        {range.seoDescription && (
          <p className="mt-4 max-w-3xl text-lg text-white/85">{range.seoDescription}</p>
        )}
        {hasLaptops && (
          <>
            <dl className="mt-6 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-4">
              <Tile label="Laptops ranked" value={String(stats.count)} />
              <Tile
                label="Price spread"
                value={
                  stats.lowest && stats.highest
                    ? `${formatInr(stats.lowest.currentPrice)} – ${formatInr(stats.highest.currentPrice)}`
                    : 'Check on Amazon'
                }
              />
              <Tile
                label="Median price"
                value={stats.median !== null ? formatInr(stats.median) : '—'}
              />
              <Tile label="16 GB+ RAM" value={`${stats.ram16Plus.length} of ${stats.count}`} />
            </dl>
            {stats.pricesAsOf && (
              <p className="mt-2 text-xs text-white/70">
                Prices {stats.pricesAsOf}; the price on amazon.in at the time of purchase applies.
              </p>
            )}
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <ScrollToList>See all {stats.count} ranked laptops</ScrollToList>
              <nav aria-label="On this page">
                <ul className="flex flex-wrap gap-2 text-sm">
                  {SECTIONS.map((section) => (
                    <li key={section.href}>
                      <a
                        href={section.href}
                        className="inline-block rounded-full border border-white/30 px-3 py-1 hover:bg-white/10"
                      >
                        {section.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
