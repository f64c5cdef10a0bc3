import type { BlogPostSummary } from '@bli/contracts';
import { RELATED_LIMIT } from './blog-categories';
import { PostCard } from './post-card';

/** Up to 3 related posts (docs/product-rules.md §9) as cards. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const shown = posts.slice(0, RELATED_LIMIT);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="space-y-5">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Related articles
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
