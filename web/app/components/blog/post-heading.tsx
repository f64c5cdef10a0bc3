import type { BlogPost } from '@bli/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryHref, categoryLabel } from './blog-categories';
import { Byline } from './byline';
import { CategoryBadge } from './category-badge';
import { PostMeta } from './post-meta';

/** Breadcrumb, category, h1, lead, byline, date, read time and tags: static (an island). */
export function PostHeading({ post }: { post: BlogPost }) {
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/blog" className="hover:text-orange-700 hover:underline">
              Blog
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li>
            <Link
              to={categoryHref(post.category)}
              className="hover:text-orange-700 hover:underline"
            >
              {categoryLabel(post.category)}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="space-y-4">
        <CategoryBadge category={post.category} />
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        <p className="text-lg leading-8 text-slate-600">{post.excerpt}</p>
        <div className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
          <Byline author={post.author} />
          <span aria-hidden="true" className="hidden text-slate-300 sm:inline">
            |
          </span>
          <span className="text-slate-500">
            Published <PostMeta publishedAt={post.publishedAt} readTime={post.readTime} />
          </span>
        </div>
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600"
              >
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
