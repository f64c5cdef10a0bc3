import { BLOG_CATEGORIES, type AdminPost } from '@bli/contracts';
import { Button, Card, CardBody, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, EyeOff, Rocket, Save } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { formatIst } from '../laptops/audit-format';
import { editorErrors } from '../laptops/editor-errors';
import { SelectField, TextAreaField, TextField } from '../layout/form-field';
import { LaptopPicker } from './laptop-picker';
import { previewHtml } from './markdown-preview';
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
  authorsOfPosts,
  createPost,
  postKey,
  postQuery,
  POSTS_KEY,
  publishPost,
  schedulePost,
  unpublishPost,
  updatePost,
} from './posts.queries';
import { RevisionHistory } from './revision-history';
import { isoFromIstInput, istInputValue } from '@bli/domain';
import { scheduleProblem } from './schedule-time';
import { EditorialStateBadge } from './state-badge';
import { draftKey, forgetDraft, keptDraft, useUnsavedChanges } from './unsaved-changes';

const FORM_FIELDS = Object.keys(EMPTY_POST_FORM);

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
  const [kept, setKept] = useState(() => {
    const draft = keptDraft<PostForm>(keptKey);
    return draft && JSON.stringify(draft) !== JSON.stringify(start) ? draft : null;
  });
  const dirty = hasChanges(post, form);
  const letThrough = useUnsavedChanges(keptKey, form, dirty);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const authors = useQuery(authorsOfPosts);
  const preview = useMemo(() => previewHtml(form.markdown), [form.markdown]);

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
      </div>
      <h1 className="text-2xl font-bold">{post ? post.title : 'New post'}</h1>
      {kept && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This browser kept changes you had not saved.
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => (setForm(kept), setKept(null))}
          >
            Bring them back
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => (forgetDraft(keptKey), setKept(null))}
          >
            Discard them
          </Button>
        </div>
      )}
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
              <TextField
                label="Author (slug)"
                list="post-authors"
                value={form.authorSlug}
                error={errors.authorSlug}
                onChange={(event) => set('authorSlug', event.target.value)}
                required
              />
              <datalist id="post-authors">
                {(authors.data ?? []).map((author) => (
                  <option key={author.slug} value={author.slug}>
                    {author.name}
                  </option>
                ))}
              </datalist>
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
            <CardBody className="grid gap-3 xl:grid-cols-2">
              <TextAreaField
                label="Body (Markdown)"
                rows={24}
                className="font-mono"
                value={form.markdown}
                error={errors.markdown}
                hint={
                  post && post.markdown === null
                    ? 'Imported as HTML: its body stays as it is until you write one here'
                    : 'Raw HTML shows as text; links to other sites get rel="nofollow"'
                }
                onChange={(event) => set('markdown', event.target.value)}
              />
              <section aria-label="Preview" className="grid content-start gap-1">
                <h2 className="text-sm font-medium text-slate-800">Preview</h2>
                <div
                  className="prose max-w-none rounded-md border border-slate-200 p-3"
                  data-testid="markdown-preview"
                  // The same Markdown settings as the server; raw HTML is text in both.
                  dangerouslySetInnerHTML={{
                    __html:
                      post && post.markdown === null && form.markdown === '' ? post.html : preview,
                  }}
                />
              </section>
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
            <StatePanel post={post} dirty={dirty} onChanged={changed} />
            <RevisionHistory post={post} dirty={dirty} onRestored={changed} />
          </aside>
        )}
      </div>
    </div>
  );
}

function StatePanel({
  post,
  dirty,
  onChanged,
}: {
  post: AdminPost;
  dirty: boolean;
  onChanged: (post: AdminPost) => void;
}) {
  const [when, setWhen] = useState(
    post.publishAt
      ? istInputValue(post.publishAt)
      : istInputValue(new Date(Date.now() + 3_600_000)),
  );
  const action = useMutation({
    mutationFn: (kind: 'publish' | 'schedule' | 'unpublish') =>
      kind === 'publish'
        ? publishPost(post.id)
        : kind === 'unpublish'
          ? unpublishPost(post.id)
          : schedulePost(post.id, isoFromIstInput(when) ?? ''),
    onSuccess: (answer) => onChanged(answer),
    onError: (error) =>
      toast({
        title: 'Not changed',
        description: readableError(error, 'The post could not be changed'),
        variant: 'destructive',
      }),
  });
  const problem = scheduleProblem(when, new Date());
  const live = post.state === 'published';
  return (
    <Card>
      <CardBody className="grid gap-3 text-sm">
        <h2 className="font-semibold">State</h2>
        <dl className="grid grid-cols-2 gap-1 text-xs text-slate-600">
          <dt>Revision</dt>
          <dd className="text-slate-900">{post.revision}</dd>
          <dt>Read time</dt>
          <dd className="text-slate-900">{post.readTime} min</dd>
          {post.publishAt && (
            <>
              <dt>Goes live</dt>
              <dd className="text-slate-900">{formatIst(post.publishAt)}</dd>
            </>
          )}
          {post.publishedAt && (
            <>
              <dt>First live</dt>
              <dd className="text-slate-900">{formatIst(post.publishedAt)}</dd>
            </>
          )}
          {post.redirectsFrom.length > 0 && (
            <>
              <dt>Old slugs</dt>
              <dd className="text-slate-900">{post.redirectsFrom.join(', ')}</dd>
            </>
          )}
        </dl>
        {dirty && <p className="text-xs text-amber-800">Save your changes first.</p>}
        {!live && (
          <Button
            type="button"
            disabled={dirty || action.isPending}
            onClick={() => action.mutate('publish')}
          >
            <Rocket className="h-4 w-4" aria-hidden="true" /> Publish now
          </Button>
        )}
        {!live && (
          <div className="grid gap-1">
            <TextField
              label="Go live at (IST)"
              type="datetime-local"
              value={when}
              error={problem ?? undefined}
              onChange={(event) => setWhen(event.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              disabled={dirty || problem !== null || action.isPending}
              onClick={() => action.mutate('schedule')}
            >
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              {post.state === 'scheduled' ? 'Move the time' : 'Schedule'}
            </Button>
          </div>
        )}
        {(live || post.state === 'scheduled') && (
          <Button
            type="button"
            variant="outline"
            disabled={action.isPending}
            onClick={() => action.mutate('unpublish')}
          >
            <EyeOff className="h-4 w-4" aria-hidden="true" /> Unpublish
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
