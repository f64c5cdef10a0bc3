import type { EntryFormKind } from './entry-form';

/** A sale event as typed: its days are the date inputs' values, "YYYY-MM-DD" in India. */
export interface SaleEventForm {
  slug: string;
  name: string;
  startDate: string;
  endDate: string;
}

export const SALE_EVENT_FORM: EntryFormKind<'sale-events', SaleEventForm> = {
  kind: 'sale-events',
  empty: { slug: '', name: '', startDate: '', endDate: '' },
  formOf: (saved) => ({ ...saved }),
  fieldsOf: (form) => ({
    slug: form.slug.trim(),
    name: form.name.trim(),
    startDate: form.startDate,
    endDate: form.endDate,
  }),
  // Each year's edition has the same name: the year tells the slugs apart.
  slugSource: (form) => `${form.name} ${form.startDate.slice(0, 4)}`,
  nameOf: (saved) => `${saved.name} (${saved.startDate} to ${saved.endDate})`,
};
