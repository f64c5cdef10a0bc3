import type { EntryKind } from '@bli/contracts';
import type { ReactNode } from 'react';
import { AUTHOR_FORM, type AuthorForm } from './author-form';
import { AuthorFields } from './author-fields';
import { COMPARISON_FORM, type ComparisonForm } from './comparison-form';
import { ComparisonFields } from './comparison-fields';
import type { EntryFieldsProps, EntryFormKind } from './entry-form';
import { GUIDE_FORM, type GuideForm } from './guide-form';
import { GuideFields } from './guide-fields';
import { SALE_EVENT_FORM, type SaleEventForm } from './sale-event-form';
import { SaleEventFields } from './sale-event-fields';
import { USE_CASE_FORM, type UseCaseForm } from './use-case-form';
import { UseCaseFields } from './use-case-fields';

/** Each kind's form as typed. */
export interface EntryForms {
  guides: GuideForm;
  'use-cases': UseCaseForm;
  comparisons: ComparisonForm;
  authors: AuthorForm;
  'sale-events': SaleEventForm;
}

/** How the Content area shows one kind: its names, its form, its part of the editor. */
export interface EntryScreen<K extends EntryKind> {
  /** The list's heading and the Content tab. */
  plural: string;
  /** Them in a sentence ("all CPU comparisons"). */
  many: string;
  /** One of them, in a sentence ("a guide"). */
  one: string;
  intro: string;
  form: EntryFormKind<K, EntryForms[K]>;
  renderFields(props: EntryFieldsProps<EntryForms[K]>): ReactNode;
}

export const ENTRY_SCREENS: { [K in EntryKind]: EntryScreen<K> } = {
  guides: {
    plural: 'Guides',
    many: 'guides',
    one: 'guide',
    intro: 'Knowledge-hub guides in every state, each at /{section}/{slug} in a hub category.',
    form: GUIDE_FORM,
    renderFields: (props) => <GuideFields {...props} />,
  },
  'use-cases': {
    plural: 'Use-case lists',
    many: 'use-case lists',
    one: 'use-case list',
    intro:
      'Laptops for a use at /laptops/{slug}: the thresholds, our picks in order, the guidance.',
    form: USE_CASE_FORM,
    renderFields: (props) => <UseCaseFields {...props} />,
  },
  comparisons: {
    plural: 'CPU comparisons',
    many: 'CPU comparisons',
    one: 'comparison',
    intro:
      'Two processors head to head on /cpu-comparison: figures, scores and the verdict per use.',
    form: COMPARISON_FORM,
    renderFields: (props) => <ComparisonFields {...props} />,
  },
  authors: {
    plural: 'Authors',
    many: 'authors',
    one: 'author',
    intro: 'Author pages at /author/{slug}: bio, expertise, photo and how they test.',
    form: AUTHOR_FORM,
    renderFields: (props) => <AuthorFields {...props} />,
  },
  'sale-events': {
    plural: 'Sale events',
    many: 'sale events',
    one: 'sale event',
    intro:
      'The sale calendar the laptops’ price verdicts read: each edition’s name (the same every year) and its days in India.',
    form: SALE_EVENT_FORM,
    renderFields: (props) => <SaleEventFields {...props} />,
  },
};

export const isEntryKind = (value: string | undefined): value is EntryKind =>
  value !== undefined && Object.hasOwn(ENTRY_SCREENS, value);
