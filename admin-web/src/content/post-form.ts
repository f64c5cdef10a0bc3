import type { AdminPost, BlogCategory, NewPost, PostChanges } from '@bli/contracts';

/** The editor's fields as typed: text boxes hold strings, lists are edited as lists. */
export interface PostForm {
  title: string;
  slug: string;
  category: BlogCategory;
  excerpt: string;
  markdown: string;
  featuredImage: string;
  authorSlug: string;
  /** Comma-separated. */
  tags: string;
  isFeatured: boolean;
  seoTitle: string;
  seoDescription: string;
  laptopSlugs: string[];
}

export const EMPTY_POST_FORM: PostForm = {
  title: '',
  slug: '',
  category: 'buying-guide',
  excerpt: '',
  markdown: '',
  featuredImage: '',
  authorSlug: '',
  tags: '',
  isFeatured: false,
  seoTitle: '',
  seoDescription: '',
  laptopSlugs: [],
};

export function formFromPost(post: AdminPost): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    excerpt: post.excerpt,
    markdown: post.markdown ?? '',
    featuredImage: post.featuredImage ?? '',
    authorSlug: post.authorSlug,
    tags: post.tags.join(', '),
    isFeatured: post.isFeatured,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    laptopSlugs: [...post.laptopSlugs],
  };
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the API takes a new post. */
export function newPostFrom(form: PostForm): NewPost {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    category: form.category,
    excerpt: form.excerpt.trim(),
    markdown: form.markdown,
    featuredImage: orNull(form.featuredImage),
    authorSlug: form.authorSlug.trim(),
    tags: tagsOf(form.tags),
    isFeatured: form.isFeatured,
    seoTitle: orNull(form.seoTitle),
    seoDescription: orNull(form.seoDescription),
    laptopSlugs: form.laptopSlugs,
  };
}

/**
 * Only the fields that differ from the saved post. A post imported as HTML (no Markdown yet)
 * keeps its body until the operator types one.
 */
export function changedFields(post: AdminPost, form: PostForm): PostChanges {
  const next = newPostFrom(form);
  const saved = newPostFrom(formFromPost(post));
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof NewPost)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(saved[key])) changes[key] = next[key];
  }
  if (post.markdown === null && form.markdown === '') delete changes.markdown;
  return changes as PostChanges;
}

export function hasChanges(post: AdminPost | null, form: PostForm): boolean {
  return post
    ? Object.keys(changedFields(post, form)).length > 0
    : JSON.stringify(form) !== JSON.stringify(EMPTY_POST_FORM);
}

/** A slug from a title: lowercase words joined by single hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

export function withLaptop(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) ? [...slugs] : [...slugs, slug];
}

export function withoutLaptop(slugs: readonly string[], slug: string): string[] {
  return slugs.filter((item) => item !== slug);
}

/** Moves a laptop one place up (-1) or down (+1); the product boxes follow this order. */
export function movedLaptop(slugs: readonly string[], slug: string, by: -1 | 1): string[] {
  const from = slugs.indexOf(slug);
  const to = from + by;
  if (from < 0 || to < 0 || to >= slugs.length) return [...slugs];
  const next = [...slugs];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
