import { linesOf, textOfLines, type EntryFormKind } from './entry-form';

/** An author page as typed: expertise and featured guides one a line. */
export interface AuthorForm {
  slug: string;
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  expertise: string;
  stats: { label: string; value: string }[];
  markdown: string;
  featuredGuidePaths: string;
}

export const AUTHOR_FORM: EntryFormKind<'authors', AuthorForm> = {
  kind: 'authors',
  empty: {
    slug: '',
    name: '',
    role: '',
    bio: '',
    photoUrl: '',
    expertise: '',
    stats: [],
    markdown: '',
    featuredGuidePaths: '',
  },
  formOf: (saved) => ({
    slug: saved.slug,
    name: saved.name,
    role: saved.role,
    bio: saved.bio,
    photoUrl: saved.photoUrl ?? '',
    expertise: textOfLines(saved.expertise),
    stats: saved.stats.map((stat) => ({ ...stat })),
    markdown: saved.markdown ?? '',
    featuredGuidePaths: textOfLines(saved.featuredGuidePaths),
  }),
  fieldsOf: (form) => ({
    slug: form.slug.trim(),
    name: form.name.trim(),
    role: form.role.trim(),
    bio: form.bio.trim(),
    photoUrl: form.photoUrl.trim() || null,
    expertise: linesOf(form.expertise),
    stats: form.stats.map((stat) => ({ label: stat.label.trim(), value: stat.value.trim() })),
    markdown: form.markdown,
    featuredGuidePaths: linesOf(form.featuredGuidePaths),
  }),
  slugSource: (form) => form.name,
  nameOf: (saved) => saved.name,
};
