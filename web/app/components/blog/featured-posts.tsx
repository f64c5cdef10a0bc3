import type { BlogPostSummary } from '@bli/contracts';
import { PostCard } from './post-card';

/** The first 3 featured posts (docs/product-rules.md §9), highlighted above the filter. */
export function FeaturedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="space-y-4">
      <h2 id="featured-heading" className="text-xl font-semibold text-slate-900">
        Featured articles
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} featured eagerImage={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
