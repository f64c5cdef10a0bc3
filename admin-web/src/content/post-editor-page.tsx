import {
  BLOG_CATEGORIES,
  postSnapshotSchema,
  type AdminPost,
  type PostSnapshot,
} from '@bli/contracts';
import { Button, Card, CardBody, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { editorErrors } from '../laptops/editor-errors';
import { SelectField, TextAreaField, TextField } from '../layout/form-field';
import { EditorialStatePanel } from './editorial-state-panel';
import { HistoryPanel } from './history-panel';
import { KeptDraftBanner } from './kept-draft-banner';
import { LaptopPicker } from './laptop-picker';
import { MarkdownField } from './markdown-field';
import { PostAuthorField } from './post-author-field';
import {
  changedFields,
  EMPTY_POST_FORM,
  formFromPost,
  hasChanges,
  newPostFrom,
  slugFromTitle,
  type PostForm,
} from './post-form';
import {
  createPost,
  postAuditQuery,
  postKey,
  postQuery,
  POSTS_KEY,
  publishPost,
  restoreRevision,
  revisionsQuery,
  schedulePost,
  unpublishPost,
  updatePost,
} from './posts.queries';
import { RevisionHistory } from './revision-history';
import { EditorialStateBadge } from './state-badge';
import { draftKey, forgetDraft, useKeptDraft, useUnsavedChanges } from './unsaved-changes';

const FORM_FIELDS = Object.keys(EMPTY_POST_FORM);

/** The post's fields as a revision keeps them, to compare with its revisions. */
const snapshotOf = (post: AdminPost) =>
  Object.fromEntries(
    Object.keys(postSnapshotSchema.shape).map((key) => [key, post[key as keyof AdminPost]]),
  ) as PostSnapshot;

/** `/admin/content/posts/:id` (or `new`): the post editor. */
export default function PostEditorPage() {
  const { id } = useParams();
  const postId = id === 'new' || id === undefined ? 'new' : Number(id);
  const post = useQuery({ ...postQuery(postId === 'new' ? 0 : postId), enabled: postId !== 'new' });
  if (postId !== 'new' && post.isPending) return <Skeleton className="h-96" />;
  if (postId !== 'new' && post.isError)
    return (
      <p role="alert" className="text-red-700">
        {readableError(post.error, 'The post could not be loaded.')}
      </p>
    );
  const saved = postId === 'new' ? null : (post.data ?? null);
  // Re-mounted on each saved version: the form starts from what the server answered.
  return (
    <Editor key={saved ? `${saved.id}-${saved.revision}-${saved.state}` : 'new'} post={saved} />
  );
}

function Editor({ post }: { post: AdminPost | null }) {
  const keptKey = draftKey('post', post?.id ?? 'new');
  const start = post ? formFromPost(post) : EMPTY_POST_FORM;
  const [form, setForm] = useState<PostForm>(start);
  const kept = useKeptDraft(keptKey, start, setForm);
  const dirty = hasChanges(post, form);
  const letThrough = useUnsavedChanges(keptKey, form, dirty);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const changed = (answer: AdminPost) => {
    forgetDraft(keptKey);
    queryClient.setQueryData(postKey(answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: POSTS_KEY });
  };
  const save = useMutation({
    mutationFn: () =>
      post ? updatePost(post.id, changedFields(post, form)) : createPost(newPostFrom(form)),
    onSuccess: (answer) => {
      changed(answer);
      toast({ title: 'Saved', description: `Revision ${answer.revision} kept.` });
      if (!post) {
        letThrough();
        void navigate(`/content/posts/${answer.id}`, { replace: true });
      }
    },
  });
  const errors = save.isError ? editorErrors(save.error, FORM_FIELDS) : {};
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const slugFixed = post?.publishedAt != null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/content/posts" className="inline-flex items-center gap-1 text-sm text-slate-600">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All posts
        </Link>
        {post && <EditorialStateBadge state={post.state} />}
        {post && (
          <a
            href={`/preview/posts/${post.id}`}
            target="_blank"
            rel="noopener"
            className="text-sm font-medium text-orange-700 hover:underline"
          >
            Preview as shoppers see it
          </a>
        )}
      </div>
      <h1 className="text-2xl font-bold">{post ? post.title : 'New post'}</h1>
      {kept && <KeptDraftBanner onRestore={kept.restore} onDiscard={kept.discard} />}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <form className="grid gap-4" onSubmit={submit} aria-label="Post">
          <Card>
            <CardBody className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Title"
                value={form.title}
                error={errors.title}
                onChange={(event) => {
                  const title = event.target.value;
                  setForm((current) => ({
                    ...current,
                    title,
                    slug:
                      !post && current.slug === slugFromTitle(current.title)
                        ? slugFromTitle(title)
                        : current.slug,
                  }));
                }}
                required
              />
              <TextField
                label="Slug"
                value={form.slug}
                error={errors.slug}
                hint={
                  slugFixed
                    ? 'Live already: a new slug leaves a redirect from the old one'
                    : undefined
                }
                onChange={(event) => set('slug', event.target.value)}
                required
              />
              <SelectField
                label="Category"
                value={form.category}
                error={errors.category}
                onChange={(event) => set('category', event.target.value as PostForm['category'])}
              >
                {BLOG_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </SelectField>
              <PostAuthorField
                value={form.authorSlug}
                error={errors.authorSlug}
                onChange={(slug) => set('authorSlug', slug)}
              />
              <TextAreaField
                label="Excerpt"
                className="sm:col-span-2"
                value={form.excerpt}
                error={errors.excerpt}
                onChange={(event) => set('excerpt', event.target.value)}
              />
              <TextField
                label="Cover image URL"
                value={form.featuredImage}
                error={errors.featuredImage}
                hint="A path on this site (/images/…) or images.unsplash.com / images.pexels.com"
                onChange={(event) => set('featuredImage', event.target.value)}
              />
              <TextField
                label="Tags (comma-separated)"
                value={form.tags}
                error={errors.tags}
                onChange={(event) => set('tags', event.target.value)}
              />
              <TextField
                label="SEO title"
                value={form.seoTitle}
                error={errors.seoTitle}
                onChange={(event) => set('seoTitle', event.target.value)}
              />
              <TextField
                label="SEO description"
                value={form.seoDescription}
                error={errors.seoDescription}
                onChange={(event) => set('seoDescription', event.target.value)}
              />
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={form.isFeatured}
                  onChange={(event) => set('isFeatured', event.target.checked)}
                />
                Featured
              </label>
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <MarkdownField
                label="Body (Markdown)"
                value={form.markdown}
                error={errors.markdown}
                savedHtml={post && post.markdown === null ? post.html : null}
                onChange={(markdown) => set('markdown', markdown)}
              />
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <LaptopPicker
                slugs={form.laptopSlugs}
                error={errors.laptopSlugs}
                onChange={(slugs) => set('laptopSlugs', slugs)}
              />
            </CardBody>
          </Card>
          {errors.form && (
            <p role="alert" className="text-sm text-red-700">
              {errors.form}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={!dirty || save.isPending}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {post ? 'Save' : 'Create draft'}
            </Button>
          </div>
        </form>
        {post && (
          <aside className="grid content-start gap-4">
            <EditorialStatePanel
              item={post}
              details={
                <>
                  <dt>Read time</dt>
                  <dd className="text-slate-900">{post.readTime} min</dd>
                  {post.redirectsFrom.length > 0 && (
                    <>
                      <dt>Old slugs</dt>
                      <dd className="text-slate-900">{post.redirectsFrom.join(', ')}</dd>
                    </>
                  )}
                </>
              }
              dirty={dirty}
              actions={{
                publish: () => publishPost(post.id),
                schedule: (publishAt) => schedulePost(post.id, publishAt),
                unpublish: () => unpublishPost(post.id),
              }}
              onChanged={changed}
            />
            <RevisionHistory
              revisionsQuery={revisionsQuery(post.id)}
              current={{ revision: post.revision, fields: snapshotOf(post) }}
              describe={(fields) => fields.title}
              dirty={dirty}
              restore={(number) => restoreRevision(post.id, number)}
              onRestored={changed}
            />
            <HistoryPanel auditQuery={postAuditQuery(post.id)} />
          </aside>
        )}
      </div>
    </div>
  );
}
