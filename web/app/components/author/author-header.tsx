import type { Author } from '@bli/contracts';
import { SITE_NAME } from '../../lib/site';
import { AuthorAvatar } from './author-avatar';

/** Photo, name (the page's h1), role and bio. */
export function AuthorHeader({ author }: { author: Author }) {
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <AuthorAvatar name={author.name} photoUrl={author.photoUrl} size="lg" />
      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">
          Author at {SITE_NAME}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {author.name}
        </h1>
        <p className="text-lg font-medium text-slate-700">{author.role}</p>
        <p className="max-w-3xl text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">
          {author.bio}
        </p>
      </div>
    </header>
  );
}
