import { cn } from '@bli/ui';
import { initials } from './author-copy';

const SIZES = {
  md: { box: 'h-14 w-14 text-lg', pixels: 56 },
  lg: { box: 'h-24 w-24 text-3xl sm:h-28 sm:w-28', pixels: 112 },
} as const;

const FRAME = 'flex shrink-0 rounded-full shadow-sm ring-4 ring-white';

/**
 * The author's photo when the editors gave one (a fixed square box, so nothing moves while it
 * loads), else a drawn monogram: decorative, the name is always next to it.
 */
export function AuthorAvatar({
  name,
  photoUrl = null,
  size = 'md',
}: {
  name: string;
  photoUrl?: string | null;
  size?: keyof typeof SIZES;
}) {
  const { box, pixels } = SIZES[size];
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={`Photo of ${name}`}
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cn(FRAME, box, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        FRAME,
        box,
        'items-center justify-center bg-gradient-to-br from-orange-500 to-amber-400 font-bold text-white',
      )}
    >
      {initials(name)}
    </span>
  );
}
