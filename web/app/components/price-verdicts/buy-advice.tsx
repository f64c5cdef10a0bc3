import type { PriceHistory } from '@bli/contracts';
import { cn } from '@bli/ui';
import { MethodologyLink } from './methodology-link';
import { adviceEvidenceRows } from './price-verdict-texts';

type Advice = PriceHistory['advice'];

/** Each verdict's colour: green to buy, amber to wait, neutral otherwise. */
const VERDICT_TONES: Record<Advice['verdict'], string> = {
  'good-time-to-buy': 'text-green-800',
  'likely-to-drop': 'text-amber-800',
  'fair-price': 'text-slate-900',
  'not-enough-history': 'text-slate-700',
};

/** Buy now or wait: the verdict, its one-line reason and the figures behind it. */
export function BuyAdvice({ advice }: { advice: Advice }) {
  // Without 5 weeks of history the figures prove nothing: the reason says how many days we have.
  const rows = advice.verdict === 'not-enough-history' ? [] : adviceEvidenceRows(advice.evidence);
  return (
    <div className="space-y-2" data-testid="buy-advice" data-verdict={advice.verdict}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        Buy now or wait?
      </p>
      <p className={cn('text-lg font-bold', VERDICT_TONES[advice.verdict])}>{advice.label}</p>
      <p className="text-sm text-slate-700">{advice.reason}</p>
      {rows.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs">
        <MethodologyLink section="buy-now-or-wait">How we decide buy now or wait</MethodologyLink>
      </p>
    </div>
  );
}
