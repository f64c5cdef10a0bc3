import { cn } from '@bli/ui';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Right-aligned next to the heading (e.g. a "View all" control). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One home-page section: a full-width band (className sets its background), an h2 labelling it. */
export function HomeSection({ id, title, intro, aside, className, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-20 py-10', className)}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div className="max-w-3xl">
            <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {title}
            </h2>
            {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}
