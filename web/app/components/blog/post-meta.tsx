import { formatDateEnIn } from '@bli/domain';
import { cn } from '@bli/ui';
import { readTimeLabel } from './blog-categories';

/** "26 May 2026 · 4 min read". */
export function PostMeta({
  publishedAt,
  readTime,
  className,
}: {
  publishedAt: string;
  readTime: number;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 text-slate-500', className)}>
      <time dateTime={publishedAt}>{formatDateEnIn(publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTimeLabel(readTime)}</span>
    </span>
  );
}
