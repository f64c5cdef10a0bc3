import type {
  AdminEntry,
  AdminEntrySummary,
  EntryKind,
  EntryRevision as EntryRevisionView,
} from '@bli/contracts';
import type { EntryRevision } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';
import { entryKind, type AnyEntry } from './entry-kinds';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Needs the kind's relations loaded. */
export function toAdminEntrySummary(kind: EntryKind, entry: AnyEntry): AdminEntrySummary {
  const definition = entryKind(kind);
  return {
    id: entry.id,
    kind,
    path: definition.pathOf(entry),
    title: definition.titleOf(entry),
    state: entry.state,
    publishAt: iso(entry.publishAt),
    publishedAt: iso(entry.publishedAt),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** Needs the kind's relations loaded; the body is sanitised again on the way out. */
export function toAdminEntry(kind: EntryKind, entry: AnyEntry): AdminEntry {
  const definition = entryKind(kind);
  const html = definition.html(entry);
  return {
    ...toAdminEntrySummary(kind, entry),
    fields: definition.snapshot(entry),
    html: html === null ? null : sanitiseHtml(html),
    revision: entry.revision,
  };
}

export function toEntryRevision(revision: EntryRevision): EntryRevisionView {
  return {
    number: revision.number,
    operator: revision.operator,
    at: revision.at.toISOString(),
    fields: revision.fields,
  };
}
