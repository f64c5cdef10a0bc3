import type { BlogPost, Laptop } from '@bli/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { contentQueries } from '../../lib/queries/content.queries';
import { useOptionalQuery } from '../../lib/use-optional-query';
import { BreadcrumbJsonLd } from '../breadcrumbs';
import { JsonLd } from '../json-ld';
import { staticIsland } from '../static-island';
import { PostHeader } from './post-header';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
// Not the header: its share button is interactive.
const ArticleBody = await staticIsland(() =>
  import('../article-body').then((module) => module.ArticleBody),
);
const AuthorBox = await staticIsland(() =>
  import('./author-box').then((module) => module.AuthorBox),
);
const RelatedPosts = await staticIsland(() =>
  import('./related-posts').then((module) => module.RelatedPosts),
);
const PostLaptops = await staticIsland(() =>
  import('./post-laptops').then((module) => module.PostLaptops),
);

/**
 * A post as shoppers read it: the article, its embedded laptops as product boxes, the author
 * and related posts. The blog's page and the operators' preview render this one component, so
 * the preview is the page. Its author comes from the loader's queries (optional).
 */
export function PostPage({
  post,
  jsonLd,
  laptops,
}: {
  post: BlogPost;
  jsonLd: object;
  laptops: readonly Laptop[];
}) {
  return (
    <main className="pb-16">
      <JsonLd data={jsonLd} />
      <BreadcrumbJsonLd
        items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }]}
      />
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
        <PostHeader post={post} />
        <ArticleBody html={post.content} className="mt-10" />
        <PostLaptops laptops={laptops} />
        <PostFooter post={post} />
      </article>
      <div className="mx-auto mt-16 max-w-6xl px-4">
        <RelatedPosts posts={post.related} />
      </div>
    </main>
  );
}

function PostFooter({ post }: { post: BlogPost }) {
  const { data: author } = useOptionalQuery(contentQueries.author(post.author.slug));
  return (
    <footer className="mt-12 space-y-8 border-t border-slate-200 pt-8">
      {author && <AuthorBox author={author} />}
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-orange-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All blog articles
      </Link>
    </footer>
  );
}
