import {
  entryChangesSchema,
  newEntrySchema,
  type AdminEntry,
  type EntryChanges,
  type EntryKind,
  type NewEntry,
} from '@bli/contracts';
import { ApiError } from '../lib/api-error';

/** A kind's fields as the API takes them. */
export type FieldsIn<K extends EntryKind> = Omit<Extract<NewEntry, { kind: K }>, 'kind'>;

/** A kind's fields as saved: an entry seeded as HTML has no Markdown (null) until one is saved. */
export type SavedFields<K extends EntryKind> =
  FieldsIn<K> extends { markdown: string }
    ? Omit<FieldsIn<K>, 'markdown'> & { markdown: string | null }
    : FieldsIn<K>;

/**
 * Saved fields of an entry (or a revision) of kind `K`: the API answers a union of every kind's
 * fields; an entry of a kind, and each of its revisions, holds that kind's.
 */
export const savedAs = <K extends EntryKind>(fields: AdminEntry['fields']): SavedFields<K> =>
  fields as unknown as SavedFields<K>;

/**
 * How the editor holds one kind's fields while they are typed. The form mirrors the fields'
 * shape (numbers and lists of words as the text typed), so a refusal's field path (`criteria.
 * maxPrice`, `picks.2.note`) names a place in the form too.
 */
export interface EntryFormKind<K extends EntryKind, F extends object> {
  readonly kind: K;
  readonly empty: F;
  formOf(saved: SavedFields<K>): F;
  fieldsOf(form: F): FieldsIn<K>;
  /** What a new entry's slug follows until the slug is typed. */
  slugSource(form: F): string;
  /** A saved version's name in the revision list: its title, an author's name, … */
  nameOf(saved: SavedFields<K>): string;
}

/** A list of words typed one a line. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
export const textOfLines = (lines: readonly string[]): string => lines.join('\n');

/** A number as typed; a blank or unreadable one is NaN, which the contract refuses by name. */
export const numberOf = (text: string): number => (text.trim() === '' ? NaN : Number(text));
/** An optional number as typed: blank is none. */
export const optionalNumberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);
export const textOfNumber = (value: number | undefined): string =>
  value === undefined ? '' : String(value);

/** The whole new entry, its kind named as the API wants it. */
export function newEntryOf<K extends EntryKind, F extends object>(
  kind: EntryFormKind<K, F>,
  form: F,
): Extract<NewEntry, { kind: K }> {
  return { kind: kind.kind, ...kind.fieldsOf(form) } as Extract<NewEntry, { kind: K }>;
}

const hasNoMarkdown = (saved: object) => 'markdown' in saved && saved.markdown === null;

/**
 * Only the fields that differ from the saved entry, with its kind. An entry seeded as HTML
 * keeps its body until the operator types Markdown.
 */
export function entryChangesOf<K extends EntryKind, F extends object>(
  kind: EntryFormKind<K, F>,
  saved: SavedFields<K>,
  form: F,
): Extract<EntryChanges, { kind: K }> {
  const next: Record<string, unknown> = kind.fieldsOf(form);
  const before: Record<string, unknown> = kind.fieldsOf(kind.formOf(saved));
  const changes = Object.fromEntries(
    Object.keys(next)
      .filter((key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]))
      .map((key) => [key, next[key]]),
  );
  if (hasNoMarkdown(saved) && next.markdown === '') delete changes.markdown;
  return { kind: kind.kind, ...changes } as Extract<EntryChanges, { kind: K }>;
}

export function hasEntryChanges<K extends EntryKind, F extends object>(
  kind: EntryFormKind<K, F>,
  saved: SavedFields<K> | null,
  form: F,
): boolean {
  return saved
    ? Object.keys(entryChangesOf(kind, saved, form)).length > 1
    : JSON.stringify(form) !== JSON.stringify(kind.empty);
}

interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Problems by the place in the form that shows them: the longest start of the field's path
 * that the form has (`targetKeywords.3` → targetKeywords, a text of lines; `picks.2.note` →
 * itself). A path the form does not have, or that ends on a group of fields rather than a field
 * or a list, goes under `form`, named.
 */
export function problemsByPlace(
  problems: readonly FieldProblem[],
  form: object,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, message } of problems) {
    const place: string[] = [];
    let value: unknown = form;
    for (const segment of field.split('.')) {
      if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) break;
      value = (value as Record<string, unknown>)[segment];
      place.push(segment);
    }
    const shown = place.length > 0 && (typeof value !== 'object' || Array.isArray(value));
    const name = shown ? place.join('.') : 'form';
    const grouped = !shown && place.length > 0 && !message.startsWith(field);
    const text = grouped ? `${field}: ${message}` : message;
    result[name] = result[name] ? `${result[name]}; ${text}` : text;
  }
  return result;
}

/** What the contract refuses in a body before it is sent: the same words the server would use. */
export function bodyProblems(body: NewEntry | EntryChanges, isNew: boolean): FieldProblem[] {
  const result = (isNew ? newEntrySchema : entryChangesSchema).safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      }));
}

/**
 * The server's refusal of a save as problems: a 400 names each field; a 409 (a slug in use)
 * belongs to the slug; anything else to the form.
 */
export function serverProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError)) return [];
  if (error.fieldErrors.length > 0) return [...error.fieldErrors];
  const message = error.serverMessage ?? error.message;
  return [{ field: error.status === 409 ? 'slug' : '', message }];
}

/** What each kind's part of the editor gets: the form, its change, the problems by place. */
export interface EntryFieldsProps<F> {
  form: F;
  onChange: (form: F) => void;
  problems: Record<string, string>;
  /** The entry as saved; null while it is new. */
  entry: AdminEntry | null;
}

/** The saved body's HTML while the entry has no Markdown (seeded as HTML), else null. */
export function htmlWithoutMarkdown(entry: AdminEntry | null): string | null {
  if (!entry || !('markdown' in entry.fields) || entry.fields.markdown !== null) return null;
  return entry.html;
}

/** The address is public once the entry has been live: its slug can no longer change. */
export const SLUG_FIXED_HINT = 'Fixed: the entry has been live, its address is public';
