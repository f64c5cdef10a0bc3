import type { ProcessorComparison } from '@bli/contracts';
import { Button } from '@bli/ui';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { choicesByBrand } from './processor-match';

/** General reasons that hold across the two families, after the comparisons' own use cases. */
const GENERAL = {
  AMD: [
    'You want the most cores and threads your budget can buy',
    'Battery life matters more to you than peak single-core speed',
  ],
  Intel: [
    'You want the widest choice of laptop models, brands and sizes',
    'You need Thunderbolt docks or a business laptop line',
  ],
} as const;

/** "Coding, compiling and multitasking" → "Your main use is coding, compiling and multitasking". */
const mainUse = (title: string) =>
  `Your main use is ${title.charAt(0).toLowerCase()}${title.slice(1)}`;

export function CpuBuyingGuide({ comparisons }: { comparisons: readonly ProcessorComparison[] }) {
  const fromData = choicesByBrand(comparisons);
  const columns = [
    {
      brand: 'AMD' as const,
      title: 'Choose AMD Ryzen If',
      box: 'border-red-200 bg-red-50',
      heading: 'text-red-800',
    },
    {
      brand: 'Intel' as const,
      title: 'Choose Intel Core If',
      box: 'border-blue-200 bg-blue-50',
      heading: 'text-blue-800',
    },
  ];
  return (
    <section aria-labelledby="cpu-guide-heading" className="space-y-6">
      <div>
        <h2 id="cpu-guide-heading" className="text-2xl font-bold text-slate-900">
          Processor buying guide
        </h2>
        <p className="mt-1 text-slate-600">
          The use cases come from the comparisons above; the last two points in each list hold for
          the two families in general.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {columns.map((column) => (
          <div key={column.brand} className={`rounded-lg border p-5 ${column.box}`}>
            <h3 className={`text-lg font-semibold ${column.heading}`}>{column.title}</h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {[...fromData[column.brand].map(mainUse), ...GENERAL[column.brand]].map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="flex flex-col items-start gap-3 rounded-xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg">
          The processor is only one part of the laptop. See what else matters for your work.
        </p>
        <Button asChild size="lg">
          <Link to="/use-cases" prefetch="intent">
            Find laptops by use case
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
