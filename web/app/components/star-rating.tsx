import { starParts } from '@bli/domain';
import { spriteHref, type SpriteIconName } from './sprite-icon';

const FILLED = 'fill-amber-400 text-amber-400';
const EMPTY = 'text-slate-300';

/**
 * Full, half and empty stars out of 5, read out as "Rated x out of 5": one icon of five sprite
 * stars (icon-sprite.tsx), each 24 units square (a symbol's <use> would fill the whole icon
 * otherwise), as lucide's star icons stood side by side.
 */
export function StarRating({ rating, size = 16 }: { rating: string | null; size?: number }) {
  const { full, half, empty } = starParts(rating);
  const stars: [SpriteIconName, number, string][] = [];
  for (let i = 0; i < full; i++) stars.push(['star', i, FILLED]);
  if (half === 1) stars.push(['star', full, EMPTY], ['star-half', full, FILLED]);
  for (let i = full + half; i < full + half + empty; i++) stars.push(['star', i, EMPTY]);
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating ?? 0} out of 5`}
      width={size * 5}
      height={size}
      viewBox="0 0 120 24"
      fill="none"
      className="inline-block shrink-0"
    >
      {stars.map(([name, place, className], i) => (
        <use
          key={i}
          href={spriteHref(name)}
          x={place * 24}
          width="24"
          height="24"
          className={className}
        />
      ))}
    </svg>
  );
}
