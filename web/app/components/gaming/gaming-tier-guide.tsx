import type { Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Card, CardBody } from '@bli/ui';
import { ENTRY_PRICE_CEILING, tierSummaries, type TierSummary } from './gaming-model';

const TIER_TEXT: Record<TierSummary['tier'], { title: string; intro: string }> = {
  Entry: {
    title: 'Entry level',
    intro: `The entry point to PC gaming: we describe entry-level gaming laptops as those under ${formatInr(ENTRY_PRICE_CEILING)}.`,
  },
  'Mid-range': {
    title: 'Mid-range',
    intro: 'A step up in graphics power for buyers who want more headroom than the entry tier.',
  },
  'High-end': {
    title: 'High-end',
    intro:
      'The most powerful gaming laptops we list, with the graphics chips to match their prices.',
  },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function priceLine(summary: TierSummary): string {
  const { span, laptops, tier } = summary;
  if (laptops.length === 0) return 'We do not list a laptop in this tier yet.';
  if (!span) return 'Prices are being refreshed: check each model’s price on Amazon.';
  const range =
    span.min === span.max
      ? `${formatInr(span.min)}`
      : `from ${formatInr(span.min)} to ${formatInr(span.max)}`;
  let line = `Priced ${range} (${span.asOf}).`;
  if (tier === 'Entry') {
    const above = laptops.filter((laptop) => laptop.currentPrice >= ENTRY_PRICE_CEILING).length;
    line +=
      above === 0
        ? ` ${laptops.length === 1 ? 'It is' : `All ${laptops.length} are`} under ${formatInr(ENTRY_PRICE_CEILING)}.`
        : ` ${plural(above, 'model costs', 'models cost')} ${formatInr(ENTRY_PRICE_CEILING)} or more.`;
  }
  return line;
}

/** What the three tiers mean, with counts, price spans and graphics chips from the live list. */
export function GamingTierGuide({ laptops }: { laptops: readonly Laptop[] }) {
  const summaries = tierSummaries(laptops);
  const unrated = laptops.filter((laptop) => laptop.gamingTier === null).length;
  return (
    <section aria-labelledby="tiers-heading" className="space-y-4">
      <div>
        <h2 id="tiers-heading" className="text-2xl font-bold">
          Gaming tiers explained
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">
          Every gaming laptop here carries our gaming performance rating out of 10. The tiers group
          those ratings: Entry 5–6/10, Mid-range 7–8/10 and High-end 9–10/10.
          {unrated > 0 && ` ${plural(unrated, 'laptop has', 'laptops have')} no tier yet.`}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {summaries.map((summary) => (
          <Card key={summary.tier}>
            <CardBody className="space-y-2">
              <h3 className="flex items-baseline justify-between gap-2 text-lg font-semibold">
                {TIER_TEXT[summary.tier].title}
                <span className="text-sm font-medium text-slate-500">
                  {summary.band.min}–{summary.band.max}/10
                </span>
              </h3>
              <p className="text-sm text-slate-600">{TIER_TEXT[summary.tier].intro}</p>
              <p className="text-sm">
                <strong>{plural(summary.laptops.length, 'model', 'models')}</strong>
                {summary.brands.length > 0 && ` from ${summary.brands.join(', ')}`}.{' '}
                {priceLine(summary)}
              </p>
              {summary.gpus.length > 0 && (
                <p className="text-sm text-slate-600">Graphics: {summary.gpus.join(', ')}.</p>
              )}
            </CardBody>
          </Card>
        ))}
      </div>
    </section>
  );
}
