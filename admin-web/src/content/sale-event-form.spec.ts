import { bodyProblems, entryChangesOf, newEntryOf } from './entry-form';
import { slugFromTitle } from './post-form';
import { SALE_EVENT_FORM } from './sale-event-form';

const saved = {
  slug: 'great-indian-festival-2026',
  name: 'Great Indian Festival',
  startDate: '2026-09-23',
  endDate: '2026-10-12',
};

describe('sale event form', () => {
  it('round-trips a saved event, and takes its slug from the name and the year', () => {
    const form = SALE_EVENT_FORM.formOf(saved);
    expect(SALE_EVENT_FORM.fieldsOf(form)).toEqual(saved);
    expect(slugFromTitle(SALE_EVENT_FORM.slugSource(form))).toBe(saved.slug);
    expect(SALE_EVENT_FORM.nameOf(saved)).toBe('Great Indian Festival (2026-09-23 to 2026-10-12)');
  });

  it('sends only the dates that changed, and names an empty date', () => {
    const form = { ...SALE_EVENT_FORM.formOf(saved), endDate: '2026-10-15' };
    expect(entryChangesOf(SALE_EVENT_FORM, saved, form)).toEqual({
      kind: 'sale-events',
      endDate: '2026-10-15',
    });
    const blank = newEntryOf(SALE_EVENT_FORM, { ...SALE_EVENT_FORM.empty, name: 'Prime Day' });
    expect(bodyProblems(blank, true).map((p) => p.field)).toEqual(
      expect.arrayContaining(['slug', 'startDate', 'endDate']),
    );
  });
});
