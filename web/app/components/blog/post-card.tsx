import type { BlogPostSummary } from '@bli/contracts';
import { Badge, cn } from '@bli/ui';
import { Link } from 'react-router';
import { Byline } from './byline';
import { CategoryBadge } from './category-badge';
import { PostCover } from './post-cover';
import { PostMeta } from './post-meta';

interface PostCardProps {
  post: BlogPostSummary;
  /** Featured cards carry a "Featured" badge and a larger title. */
  featured?: boolean;
  /** h2 when the card list has no heading of its own level above it; h3 by default. */
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
  className?: string;
}

/** A post in a list: cover, category, title (the link), excerpt, date, read time and byline. */
export function PostCard({
  post,
  featured = false,
  headingLevel: Heading = 'h3',
  eagerImage,
  className,
}: PostCardProps) {
  const href = `/blog/${post.slug}`;
  return (
    <article
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md',
        featured ? 'border-orange-200 ring-1 ring-orange-100' : 'border-slate-200',
        className,
      )}
    >
      {/* The cover repeats the title link for pointer users; hidden from the tab order. */}
      {/* Grid cards drop the cover on phones to keep the list short; featured cards keep it. */}
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn('block', !featured && 'hidden sm:block')}
      >
        <PostCover
          image={post.featuredImage}
          category={post.category}
          size={featured ? 'lg' : 'sm'}
          eager={eagerImage}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {featured && <Badge tone="danger">Featured</Badge>}
          <CategoryBadge category={post.category} />
        </div>
        <Heading
          className={cn(
            'leading-snug font-semibold text-slate-900',
            featured ? 'text-xl' : 'text-lg',
          )}
        >
          <Link to={href} className="hover:text-orange-700 focus-visible:text-orange-700">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex flex-col gap-1 border-t border-slate-100 pt-3 text-sm">
          <Byline author={post.author} />
          <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} />
        </div>
      </div>
    </article>
  );
}
