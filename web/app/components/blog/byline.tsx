import { cn } from '@bli/ui';
import { Link } from 'react-router';

/** "By Rohit Sharma", the name linking to the author page (who wrote it, how it was assessed). */
export function Byline({
  author,
  className,
}: {
  author: { slug: string; name: string };
  className?: string;
}) {
  return (
    <span className={cn('text-slate-600', className)}>
      By{' '}
      <Link
        to={`/author/${author.slug}`}
        rel="author"
        className="font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:text-orange-700 hover:decoration-orange-500"
      >
        {author.name}
      </Link>
    </span>
  );
}
