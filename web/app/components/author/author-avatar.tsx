import { cn } from '@bli/ui';
import { initials } from './author-copy';

/** A drawn monogram (no photo is stored): decorative, the name is always next to it. */
export function AuthorAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-orange-500 to-amber-400 font-bold text-white shadow-sm ring-4 ring-white',
        size === 'lg' ? 'h-24 w-24 text-3xl sm:h-28 sm:w-28' : 'h-14 w-14 text-lg',
      )}
    >
      {initials(name)}
    </span>
  );
}
