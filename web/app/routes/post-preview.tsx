import { ContentApi } from '@bli/contracts';
import { dehydrate } from '@tanstack/react-query';
import { data, redirect } from 'react-router';
import type { Route } from './+types/post-preview';
import { loadPostExtras } from '../components/blog/post-extras.server';
import { PostPage } from '../components/blog/post-page';
import { notFoundMeta } from '../components/page-meta';
import { staticIsland } from '../components/static-island';
import { ApiError } from '../lib/api-client';
import type { DocumentHandle } from '../lib/document-scripts';
import { notFoundOrThrow } from '../lib/loader-failure';
import { LoaderQueries } from '../lib/loader-queries';
import { operatorGet } from '../lib/preview/operator-call.server';
import { createQueryClient } from '../lib/query-client';
import { SITE_NAME } from '../lib/site';

// Static parts, as on every page: server HTML whose code would load on client navigation only.
const PreviewBanner = await staticIsland(() =>
  import('../components/blog/preview-banner').then((module) => module.PreviewBanner),
);
const PageNotFound = await staticIsland(() =>
  import('../components/page-not-found').then((module) => module.PageNotFound),
);

/** Each answer of the preview is the operator's alone and stays out of every index and cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

const NOT_FOUND = { notFound: true as const, title: `Preview Not Found | ${SITE_NAME}` };

const POST_ID = /^[1-9]\d{0,9}$/;

/** On the admin host the page runs nothing of the shop's: server HTML only (root.tsx). */
export const handle: DocumentHandle = { scripts: false };

export function headers() {
  return PRIVATE;
}

/**
 * The operators' sign-in, coming back to the post's editor (admin-web's paths are under
 * /admin; its login takes `next` inside the app).
 */
function signInFirst(id: number): Response {
  const next = encodeURIComponent(`/content/posts/${id}`);
  return redirect(`/admin/login?next=${next}`, { headers: PRIVATE });
}

/**
 * A post in any state as shoppers will see it (docs/editorial.md, Preview): the gateway answers
 * it for the operator's session on the admin origin, from their own cookie and host
 * (operator-call.server.ts); its state for the banner comes from the editor's copy. Without a
 * session: to the sign-in; refused on this host (not the admin one) or unknown: 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!POST_ID.test(params.id)) return data(NOT_FOUND, { status: 404 });
  const id = Number(params.id);
  const client = createQueryClient();
  try {
    const [post, editorCopy] = await Promise.all([
      operatorGet(request, ContentApi.adminPostPreview, { params: { id } }),
      operatorGet(request, ContentApi.adminPost, { params: { id } }),
    ]);
    const { jsonLd, laptops } = await loadPostExtras(post, client);
    return {
      notFound: false as const,
      dehydrated: dehydrate(client),
      post,
      state: editorCopy.state,
      publishAt: editorCopy.publishAt,
      jsonLd,
      laptops,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInFirst(id);
    if (error instanceof ApiError && error.status === 403) return data(NOT_FOUND, { status: 404 });
    return notFoundOrThrow(error, NOT_FOUND, 'The preview is temporarily unavailable');
  }
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error) return notFoundMeta(`Preview Unavailable | ${SITE_NAME}`);
  if (!loaderData || loaderData.notFound) return notFoundMeta(NOT_FOUND.title);
  return [
    { title: `Preview: ${loaderData.post.title} | ${SITE_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PostPreviewRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <PageNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <PreviewBanner state={loaderData.state} publishAt={loaderData.publishAt} />
      <PostPage post={loaderData.post} jsonLd={loaderData.jsonLd} laptops={loaderData.laptops} />
    </LoaderQueries>
  );
}

/** The gateway or the content service did not answer: this route's own page, so its headers hold. */
export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">The preview is unavailable</h1>
      <p className="mt-4 text-slate-600">Reload the page in a minute to try again.</p>
    </main>
  );
}
