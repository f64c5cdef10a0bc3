import type { BlogPostSummary } from '@bli/contracts';
import { cn } from '@bli/ui';
import { PostCard } from './post-card';

export const NO_POSTS_MESSAGE = 'No blog posts found for the selected category.';

/** The post grid, or the spec's empty message. */
export function PostGrid({
  posts,
  pending = false,
}: {
  posts: readonly BlogPostSummary[];
  /** A category switch is loading: dim the old list. */
  pending?: boolean;
}) {
  if (posts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
        {NO_POSTS_MESSAGE}
      </p>
    );
  }
  return (
    <ul
      aria-busy={pending || undefined}
      className={cn(
        'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
        pending && 'opacity-60 transition-opacity',
      )}
    >
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
