import type { GUIDE_DIFFICULTIES, GUIDE_INTENTS, GuideSection } from '@bli/contracts';
import { linesOf, textOfLines, type EntryFormKind } from './entry-form';

/** A knowledge-hub guide as typed: its keywords one a line. */
export interface GuideForm {
  categorySlug: string;
  section: GuideSection;
  slug: string;
  title: string;
  description: string;
  markdown: string;
  targetKeywords: string;
  searchVolume: string;
  difficulty: (typeof GUIDE_DIFFICULTIES)[number];
  intent: (typeof GUIDE_INTENTS)[number];
}

export const GUIDE_FORM: EntryFormKind<'guides', GuideForm> = {
  kind: 'guides',
  empty: {
    categorySlug: '',
    section: 'processors',
    slug: '',
    title: '',
    description: '',
    markdown: '',
    targetKeywords: '',
    searchVolume: '',
    difficulty: 'Medium',
    intent: 'Informational',
  },
  formOf: (saved) => ({
    ...saved,
    markdown: saved.markdown ?? '',
    targetKeywords: textOfLines(saved.targetKeywords),
  }),
  fieldsOf: (form) => ({
    categorySlug: form.categorySlug.trim(),
    section: form.section,
    slug: form.slug.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    markdown: form.markdown,
    targetKeywords: linesOf(form.targetKeywords),
    searchVolume: form.searchVolume.trim(),
    difficulty: form.difficulty,
    intent: form.intent,
  }),
  slugSource: (form) => form.title,
  nameOf: (saved) => saved.title,
};
