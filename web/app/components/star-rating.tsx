import { starParts } from '@bli/domain';
import { Star, StarHalf } from 'lucide-react';

/** Full, half and empty stars out of 5, read out as "Rated x out of 5". */
export function StarRating({ rating, size = 16 }: { rating: string | null; size?: number }) {
  const { full, half, empty } = starParts(rating);
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={`Rated ${rating ?? 0} out of 5`}
    >
      {Array.from({ length: full }, (_, i) => (
        <Star
          key={`f${i}`}
          width={size}
          height={size}
          className="fill-amber-400 text-amber-400"
          aria-hidden="true"
        />
      ))}
      {half === 1 && (
        <span className="relative inline-flex" aria-hidden="true">
          <Star width={size} height={size} className="text-slate-300" />
          <StarHalf
            width={size}
            height={size}
            className="absolute inset-0 fill-amber-400 text-amber-400"
          />
        </span>
      )}
      {Array.from({ length: empty }, (_, i) => (
        <Star
          key={`e${i}`}
          width={size}
          height={size}
          className="text-slate-300"
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
