import { ApiError } from '../lib/api-error';
import { AUTHOR_FORM } from './author-form';
import {
  bodyProblems,
  entryChangesOf,
  hasEntryChanges,
  htmlWithoutMarkdown,
  linesOf,
  newEntryOf,
  numberOf,
  optionalNumberOf,
  problemsByPlace,
  serverProblems,
} from './entry-form';
import { GUIDE_FORM } from './guide-form';
import { USE_CASE_FORM } from './use-case-form';
import { adminEntry, savedAuthor, savedGuide, savedUseCase } from './test/saved-entries';

describe('entry form', () => {
  it('reads words one a line and numbers as typed', () => {
    expect(linesOf(' a \n\n b\n')).toEqual(['a', 'b']);
    expect(numberOf(' 12 ')).toBe(12);
    expect(numberOf('')).toBeNaN();
    expect(numberOf('12abc')).toBeNaN();
    expect(optionalNumberOf(' ')).toBeUndefined();
    expect(optionalNumberOf('1.5')).toBe(1.5);
  });

  it('sends only the changed fields of a saved entry, with its kind', () => {
    const saved = savedGuide();
    const form = GUIDE_FORM.formOf(saved);
    expect(entryChangesOf(GUIDE_FORM, saved, form)).toEqual({ kind: 'guides' });
    expect(hasEntryChanges(GUIDE_FORM, saved, form)).toBe(false);
    const changed = { ...form, title: ' Ryzen 5 ', targetKeywords: 'ryzen 5 laptop\n\n' };
    expect(entryChangesOf(GUIDE_FORM, saved, changed)).toEqual({
      kind: 'guides',
      title: 'Ryzen 5',
      targetKeywords: ['ryzen 5 laptop'],
    });
    expect(hasEntryChanges(GUIDE_FORM, saved, changed)).toBe(true);
  });

  it('keeps the body of an entry seeded as HTML until Markdown is typed', () => {
    const saved = savedAuthor({ markdown: null });
    const form = AUTHOR_FORM.formOf(saved);
    expect(form.markdown).toBe('');
    expect(entryChangesOf(AUTHOR_FORM, saved, form)).toEqual({ kind: 'authors' });
    expect(entryChangesOf(AUTHOR_FORM, saved, { ...form, markdown: '## How' })).toEqual({
      kind: 'authors',
      markdown: '## How',
    });
  });

  it('a new entry is dirty once anything is typed, and is sent whole with its kind', () => {
    expect(hasEntryChanges(GUIDE_FORM, null, GUIDE_FORM.empty)).toBe(false);
    const form = { ...GUIDE_FORM.empty, title: 'T' };
    expect(hasEntryChanges(GUIDE_FORM, null, form)).toBe(true);
    expect(newEntryOf(GUIDE_FORM, form)).toMatchObject({ kind: 'guides', title: 'T', slug: '' });
  });

  it("checks a body with the contract's own rules and words", () => {
    const saved = savedGuide();
    expect(bodyProblems({ kind: 'guides', title: 'Fine' }, false)).toEqual([]);
    expect(bodyProblems({ kind: 'guides', title: ' ' }, false)).toEqual([
      { field: 'title', message: 'title must not be empty' },
    ]);
    const blank = newEntryOf(GUIDE_FORM, { ...GUIDE_FORM.formOf(saved), slug: 'Not A Slug' });
    expect(bodyProblems(blank, true)).toEqual([
      { field: 'slug', message: 'must be lowercase letters, digits and single hyphens' },
    ]);
    const picks = newEntryOf(USE_CASE_FORM, {
      ...USE_CASE_FORM.formOf(savedUseCase()),
      criteria: { ...USE_CASE_FORM.formOf(savedUseCase()).criteria, maxPrice: '100' },
    });
    expect(bodyProblems(picks, true)).toEqual([
      { field: 'criteria.maxPrice', message: 'criteria.maxPrice must be above criteria.minPrice' },
    ]);
  });

  it('places each problem at the field, the line list or the pick that shows it', () => {
    const form = USE_CASE_FORM.formOf(savedUseCase());
    expect(
      problemsByPlace(
        [
          { field: 'title', message: 'title must not be empty' },
          { field: 'targetAudience.0', message: 'too long' },
          { field: 'targetAudience.1', message: 'empty' },
          { field: 'picks.0.note', message: 'note must not be empty' },
          { field: 'picks', message: 'picks must not repeat a laptop' },
          { field: 'criteria.maxPrice', message: 'above' },
          { field: 'criteria', message: 'Invalid input' },
          { field: 'kind', message: 'kind must be "use-cases"' },
          { field: '', message: 'Nothing to change' },
        ],
        form,
      ),
    ).toEqual({
      title: 'title must not be empty',
      targetAudience: 'too long; empty',
      'picks.0.note': 'note must not be empty',
      picks: 'picks must not repeat a laptop',
      'criteria.maxPrice': 'above',
      form: 'criteria: Invalid input; kind must be "use-cases"; Nothing to change',
    });
  });

  it("reads the server's refusal: fields named, a slug in use, anything else", () => {
    const fields = new ApiError(400, '400', 'bad', [{ field: 'slug', message: 'taken' }]);
    expect(serverProblems(fields)).toEqual([{ field: 'slug', message: 'taken' }]);
    const conflict = new ApiError(409, '409', 'slug: "x" is in use', []);
    expect(serverProblems(conflict)).toEqual([{ field: 'slug', message: 'slug: "x" is in use' }]);
    const down = new ApiError(503, '503: down', null, []);
    expect(serverProblems(down)).toEqual([{ field: '', message: '503: down' }]);
    expect(serverProblems(new Error('network'))).toEqual([]);
  });

  it('shows the saved HTML only while an entry with a body has no Markdown', () => {
    expect(htmlWithoutMarkdown(adminEntry('authors', savedAuthor()))).toBe('<h2>Seeded</h2>');
    expect(htmlWithoutMarkdown(adminEntry('guides', savedGuide()))).toBeNull();
    expect(htmlWithoutMarkdown(null)).toBeNull();
  });
});
