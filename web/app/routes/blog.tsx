import type { BlogCategory } from '@bli/contracts';
import { Info } from 'lucide-react';
import { useNavigation } from 'react-router';
import type { Route } from './+types/blog';
import { categoryLabel, parseCategory, selectFeatured } from '../components/blog/blog-categories';
import { blogListHeading } from '../components/blog/blog-copy';
import { CategoryFilter } from '../components/blog/category-filter';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { prefetch } from '../lib/prefetch';
import { contentQueries } from '../lib/queries/content.queries';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const FeaturedPosts = await staticIsland(() =>
  import('../components/blog/featured-posts').then((module) => module.FeaturedPosts),
);
const PostGrid = await staticIsland(() =>
  import('../components/blog/post-grid').then((module) => module.PostGrid),
);

const postsQuery = (category: BlogCategory | null) =>
  contentQueries.blogPosts(category ? { category } : {});
const featuredQuery = () => contentQueries.blogPosts({ featured: true });

/**
 * `?category=` picks the list; the server renders it, so the filter works without JavaScript.
 * An unknown value lists all posts with "All" active, a note, and noindex (never an API 400).
 * The title and description come from the seo service (root PageHead).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { category, unknown } = parseCategory(url.searchParams.get('category'));
  const dehydrated = await prefetch(featuredQuery(), postsQuery(category));
  return { dehydrated, category, unknown };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.unknown != null ? [{ name: 'robots', content: 'noindex, follow' }] : [];
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <BlogPage category={loaderData.category} unknown={loaderData.unknown} />
    </LoaderQueries>
  );
}

function BlogPage({
  category,
  unknown,
}: {
  category: BlogCategory | null;
  unknown: string | null;
}) {
  const { data: featuredList } = useLoaderQuery(featuredQuery());
  const { data: posts } = useLoaderQuery(postsQuery(category));
  const featured = selectFeatured(featuredList);
  const heading = blogListHeading(category);
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location?.pathname === '/blog';
  const listTitle = category ? categoryLabel(category) : 'All articles';

  return (
    <main className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-12">
      <BreadcrumbJsonLd
        items={[
          { label: 'Home', to: '/' },
          ...(category
            ? [{ label: 'Blog', to: '/blog' }, { label: categoryLabel(category) }]
            : [{ label: 'Blog' }]),
        ]}
      />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-orange-700 uppercase">
          {SITE_NAME} blog
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {heading.title}
        </h1>
        <p className="mt-3 text-lg leading-8 text-slate-600">{heading.description}</p>
      </header>

      <FeaturedPosts posts={featured} />

      <section aria-labelledby="posts-heading" className="scroll-mt-24 space-y-5" id="posts">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 id="posts-heading" className="text-xl font-semibold text-slate-900">
              {listTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-500" aria-live="polite">
              {posts.length === 1 ? '1 article' : `${posts.length} articles`}, newest first
            </p>
          </div>
          <CategoryFilter active={category} />
        </div>
        {unknown !== null && (
          <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              There is no &ldquo;{unknown}&rdquo; category, so all articles are shown. Pick a
              category above to narrow the list.
            </span>
          </p>
        )}
        <PostGrid posts={posts} pending={pending} />
      </section>
    </main>
  );
}
