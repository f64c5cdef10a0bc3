import type { ProcessorComparison } from '@bli/contracts';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { EfficiencyCard } from './efficiency-card';
import { PerformanceCard } from './performance-card';
import { PopularLaptops } from './popular-laptops';
import type { ProcessorLaptop } from './processor-match';
import { SpecTable } from './spec-table';
import { UseCaseRecommendations } from './use-case-recommendations';
import { ValueCard } from './value-card';

interface HeadToHeadProps {
  comparison: ProcessorComparison;
  laptopsByProcessor: Record<string, ProcessorLaptop[]>;
}

/** One comparison record: specs, the three cards, use cases and matching catalogue laptops. */
export function HeadToHead({ comparison, laptopsByProcessor }: HeadToHeadProps) {
  const chips = [comparison.processor1, comparison.processor2] as const;
  const headingId = `${comparison.slug}-heading`;
  return (
    <section
      id={comparison.slug}
      aria-labelledby={headingId}
      className="scroll-mt-20 space-y-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {chips[0].name} vs {chips[1].name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {chips[0].generation} · {chips[1].generation}
        </p>
      </div>

      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Specifications</h3>
        <SpecTable chips={chips} />
      </div>

      <div>
        <h3 className="sr-only">Performance, efficiency and value</h3>
        <div className="grid gap-4 lg:grid-cols-3">
          <PerformanceCard comparison={comparison} />
          <EfficiencyCard comparison={comparison} />
          <ValueCard comparison={comparison} />
        </div>
      </div>

      <UseCaseRecommendations comparison={comparison} />

      <div>
        <h3 className="text-lg font-semibold text-slate-900">Laptops in our catalogue</h3>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {chips.map((chip) => (
            <PopularLaptops
              key={chip.name}
              chip={chip}
              laptops={laptopsByProcessor[chip.name] ?? []}
            />
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">
          Prices are accurate as of the time shown and subject to change; the price on amazon.in at
          the time of purchase applies.
        </p>
        <AffiliateDisclosure variant="compact" className="mt-1" />
      </div>
    </section>
  );
}
