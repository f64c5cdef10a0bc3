import type { Laptop } from '@bli/contracts';
import { compareHref } from '@bli/domain';
import { Link } from 'react-router';

/** A column's "Remove": the same comparison without this laptop (a plain link, shareable). */
export function RemoveFromCompareLink({
  laptop,
  others,
}: {
  laptop: Laptop;
  others: readonly Laptop[];
}) {
  const rest = others.filter((other) => other.slug !== laptop.slug).map((other) => other.slug);
  return (
    <Link
      to={rest.length ? compareHref(rest) : '/compare'}
      className="mt-1 inline-block text-xs text-slate-500 underline hover:text-slate-700"
      aria-label={`Remove ${laptop.title} from the comparison`}
    >
      Remove
    </Link>
  );
}
