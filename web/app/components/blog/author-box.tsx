import type { Author } from '@bli/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { AuthorAvatar } from '../author/author-avatar';
import { summarise } from '../author/author-copy';

/** "About the author" under a post: who wrote it and where the testing method is explained. */
export function AuthorBox({ author }: { author: Author }) {
  const href = `/author/${author.slug}`;
  return (
    <aside
      aria-labelledby="about-author-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row"
    >
      <AuthorAvatar name={author.name} photoUrl={author.photoUrl} />
      <div className="space-y-2">
        <h2
          id="about-author-heading"
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          About the author
        </h2>
        <p className="text-lg font-semibold text-slate-900">
          <Link to={href} rel="author" className="hover:text-orange-700 hover:underline">
            {author.name}
          </Link>
          <span className="block text-sm font-normal text-slate-500 sm:ml-2 sm:inline">
            {author.role}
          </span>
        </p>
        <p className="text-sm leading-6 text-slate-600">{summarise(author.bio, 240)}</p>
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
          <Link
            to={href}
            className="inline-flex items-center gap-1 text-orange-700 hover:underline"
          >
            Full profile <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Link
            to={`${href}#methodology`}
            className="inline-flex items-center gap-1 text-orange-700 hover:underline"
          >
            How we test laptops <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </aside>
  );
}
