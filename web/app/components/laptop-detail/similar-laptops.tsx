import { SIMILAR_LAPTOPS_SHOWN, type Laptop } from '@bli/contracts';
import { ComparisonTable } from '../comparison-table';

/** Other laptops of the same price range, this one excluded by asin, in the API's ranked order. */
export function similarLaptops(laptop: Laptop, inRange: readonly Laptop[]): Laptop[] {
  return inRange.filter((other) => other.asin !== laptop.asin).slice(0, SIMILAR_LAPTOPS_SHOWN);
}

export function SimilarLaptops({
  laptop,
  inRange,
}: {
  laptop: Laptop;
  inRange: readonly Laptop[];
}) {
  const similar = similarLaptops(laptop, inRange);
  return (
    <section aria-labelledby="similar-heading" className="space-y-3">
      <h2 id="similar-heading" className="text-xl font-bold">
        Similar Laptops
      </h2>
      <p className="text-sm text-slate-600">
        {similar.length > 0
          ? `The ${similar.length === 1 ? 'other laptop' : `${similar.length} top-ranked laptops`} in the same price range as the ${laptop.brand}${laptop.model ? ` ${laptop.model}` : ''}, side by side.`
          : 'We do not list other laptops in this price range yet.'}
      </p>
      <ComparisonTable
        laptops={similar}
        caption={`Laptops similar to the ${laptop.brand} ${laptop.model ?? ''}`.trim()}
      />
    </section>
  );
}
