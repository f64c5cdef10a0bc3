import type { AdminPost } from '@bli/contracts';
import {
  changedFields,
  EMPTY_POST_FORM,
  formFromPost,
  hasChanges,
  movedLaptop,
  newPostFrom,
  slugFromTitle,
  withLaptop,
  withoutLaptop,
} from './post-form';

const post: AdminPost = {
  id: 7,
  slug: 'best-student-laptops',
  title: 'Best student laptops',
  category: 'buying-guide',
  authorSlug: 'rohit-sharma',
  state: 'draft',
  publishAt: null,
  publishedAt: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  excerpt: 'What to buy.',
  markdown: '## Hello',
  html: '<h2>Hello</h2>',
  featuredImage: null,
  tags: ['students', 'budget'],
  isFeatured: false,
  seoTitle: null,
  seoDescription: null,
  laptopSlugs: ['asus-vivobook-15'],
  readTime: 1,
  redirectsFrom: [],
  revision: 3,
  createdAt: '2026-11-25T09:00:00.000Z',
};

describe('post form', () => {
  it('round-trips a saved post with nothing changed', () => {
    const form = formFromPost(post);
    expect(form.tags).toBe('students, budget');
    expect(changedFields(post, form)).toEqual({});
    expect(hasChanges(post, form)).toBe(false);
  });

  it('sends only the fields that changed, tags as a list and blanks as null', () => {
    const form = {
      ...formFromPost(post),
      title: 'Best laptops for students',
      tags: 'students, , cad ',
    };
    expect(changedFields(post, form)).toEqual({
      title: 'Best laptops for students',
      tags: ['students', 'cad'],
    });
    expect(changedFields(post, { ...formFromPost(post), seoTitle: 'Student picks' })).toEqual({
      seoTitle: 'Student picks',
    });
  });

  it('keeps the body of a post imported as HTML until a Markdown body is typed', () => {
    const imported = { ...post, markdown: null };
    expect(changedFields(imported, formFromPost(imported))).toEqual({});
    expect(changedFields(imported, { ...formFromPost(imported), markdown: 'New' })).toEqual({
      markdown: 'New',
    });
  });

  it('a new post is dirty once anything is typed, and is sent whole', () => {
    expect(hasChanges(null, EMPTY_POST_FORM)).toBe(false);
    expect(hasChanges(null, { ...EMPTY_POST_FORM, title: 'x' })).toBe(true);
    expect(newPostFrom({ ...EMPTY_POST_FORM, title: ' T ', featuredImage: ' ' })).toMatchObject({
      title: 'T',
      featuredImage: null,
      tags: [],
      laptopSlugs: [],
    });
  });

  it('suggests a slug from the title', () => {
    expect(slugFromTitle('Best Laptops Under ₹50,000 (2026)!')).toBe(
      'best-laptops-under-50-000-2026',
    );
  });

  it('adds, removes and orders embedded laptops', () => {
    const slugs = withLaptop(withLaptop(['a'], 'b'), 'b');
    expect(slugs).toEqual(['a', 'b']);
    expect(movedLaptop(slugs, 'b', -1)).toEqual(['b', 'a']);
    expect(movedLaptop(slugs, 'a', -1)).toEqual(['a', 'b']);
    expect(withoutLaptop(slugs, 'a')).toEqual(['b']);
  });
});
