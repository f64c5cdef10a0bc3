import type { BlogCategory } from '@bli/contracts';
import { cn } from '@bli/ui';
import { BookOpen, Cpu, IndianRupee, Scale, type LucideIcon } from 'lucide-react';
import { categoryBadge } from './blog-categories';

const TONES: Record<BlogCategory, { gradient: string; icon: LucideIcon }> = {
  'buying-guide': { gradient: 'from-orange-500 via-orange-400 to-amber-300', icon: BookOpen },
  'cpu-reviews': { gradient: 'from-sky-700 via-sky-500 to-cyan-300', icon: Cpu },
  comparisons: { gradient: 'from-violet-700 via-violet-500 to-fuchsia-300', icon: Scale },
  'india-specific': { gradient: 'from-emerald-700 via-emerald-500 to-lime-300', icon: IndianRupee },
};

interface PostCoverProps {
  image: string | null;
  category: BlogCategory;
  /** Large on the post page and featured cards; small in grids. */
  size?: 'sm' | 'lg';
  eager?: boolean;
  className?: string;
}

/**
 * The post's featured image, or — when it has none — a drawn cover in the category's colours
 * (no external image). Decorative either way: the title sits next to it.
 */
export function PostCover({ image, category, size = 'sm', eager, className }: PostCoverProps) {
  const frame = cn('aspect-[1200/630] w-full overflow-hidden', className);
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cn(frame, 'bg-slate-100 object-cover')}
      />
    );
  }
  const { gradient, icon: Icon } = TONES[category];
  const large = size === 'lg';
  return (
    <div aria-hidden="true" className={cn(frame, 'relative bg-gradient-to-br', gradient)}>
      <svg
        viewBox="0 0 1200 630"
        width="1200"
        height="630"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full text-white/15"
      >
        <circle cx="1050" cy="90" r="220" fill="currentColor" />
        <circle cx="120" cy="600" r="160" fill="currentColor" />
        {/* A laptop outline: screen and base. */}
        <rect
          x="390"
          y="150"
          width="420"
          height="270"
          rx="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="14"
        />
        <path d="M330 450h540l-40 50H370z" fill="currentColor" />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
        <span
          className={cn(
            'flex items-center justify-center rounded-full bg-white/20 ring-1 ring-white/40 backdrop-blur-sm',
            large ? 'h-20 w-20' : 'h-12 w-12',
          )}
        >
          <Icon className={large ? 'h-10 w-10' : 'h-6 w-6'} strokeWidth={1.75} />
        </span>
        <span
          className={cn(
            'font-semibold tracking-wide uppercase drop-shadow-sm',
            large ? 'text-sm' : 'text-[0.7rem]',
          )}
        >
          {categoryBadge(category)}
        </span>
      </div>
    </div>
  );
}
