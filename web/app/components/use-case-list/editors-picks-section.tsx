import { AffiliateDisclosure } from '../affiliate-disclosure';
import { LaptopCard } from '../laptop-card';
import type { EditorsPick } from './editors-picks';

/**
 * The editors' picks for a use case, first and in their order: each the product box a post
 * embeds (live price with its "as of" time, the buy link through the click hop) beside the
 * editors' paragraph about it (plain text, rendered as text: never HTML).
 */
export function EditorsPicksSection({ picks, topic }: { picks: EditorsPick[]; topic: string }) {
  if (picks.length === 0) return null;
  return (
    <section
      aria-labelledby="editors-picks-heading"
      className="space-y-4"
      data-testid="editors-picks"
    >
      <div>
        <h2 id="editors-picks-heading" className="text-2xl font-bold text-slate-900">
          Our picks for {topic}
        </h2>
        <AffiliateDisclosure variant="compact" className="mt-1" />
      </div>
      <ol className="space-y-6">
        {picks.map(({ laptop, note }, index) => (
          <li key={laptop.asin} className="grid gap-4 md:grid-cols-[minmax(0,20rem)_1fr]">
            <LaptopCard
              laptop={laptop}
              rank={index + 1}
              imagePriority={index === 0 ? 'high' : undefined}
            />
            <p className="text-base leading-7 text-slate-700">{note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
