import type { ProcessorSpec } from '@bli/contracts';
import { formatAsOf, formatInr, isPriceCurrent } from '@bli/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProcessorLaptop } from './processor-match';

/** Where to look when the catalogue has no laptop with this exact chip. */
const BRAND_PAGE = {
  AMD: { path: '/laptops/amd-processor', label: 'AMD processor laptops' },
  Intel: { path: '/laptops/intel-processor', label: 'Intel processor laptops' },
} as const;

function LaptopPrice({ laptop }: { laptop: ProcessorLaptop }) {
  // Amazon's 24-hour rule: an older price is not shown as current.
  if (!isPriceCurrent(laptop.lastUpdated)) {
    return (
      <span className="shrink-0 text-right text-sm font-medium text-slate-700">
        Check price on Amazon
      </span>
    );
  }
  return (
    <span className="shrink-0 text-right whitespace-nowrap">
      <span className="block font-bold text-slate-900">{formatInr(laptop.currentPrice)}</span>
      <span className="block text-xs text-slate-500">{formatAsOf(laptop.lastUpdated)}</span>
    </span>
  );
}

/** Up to 3 catalogue laptops with this processor (most popular first), or an honest "none". */
export function PopularLaptops({
  chip,
  laptops,
}: {
  chip: ProcessorSpec;
  laptops: readonly ProcessorLaptop[];
}) {
  const brandPage = BRAND_PAGE[chip.brand];
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <h4 className="font-semibold text-slate-900">Popular laptops with the {chip.name}</h4>
      {laptops.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          We don&apos;t list a laptop with the {chip.name} in our catalogue right now. See our{' '}
          <Link to={brandPage.path} className="font-medium text-orange-700 hover:underline">
            {brandPage.label}
          </Link>{' '}
          for current alternatives.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {laptops.map((laptop) => (
            <li key={laptop.slug} className="flex items-start justify-between gap-3 py-2.5">
              <span className="min-w-0">
                <Link
                  to={`/laptop/${laptop.slug}`}
                  className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-orange-700 hover:underline"
                >
                  {laptop.title}
                </Link>
                <span className="mt-0.5 block text-xs text-slate-500">
                  {laptop.brand}
                  {laptop.processorModel ? ` · ${laptop.processorModel}` : ''}
                </span>
              </span>
              <LaptopPrice laptop={laptop} />
            </li>
          ))}
        </ul>
      )}
      {laptops.length > 0 && (
        <Link
          to={brandPage.path}
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-orange-700 hover:underline"
        >
          More {brandPage.label}
          <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
