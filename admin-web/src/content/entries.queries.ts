import {
  ContentApi,
  type AdminEntry,
  type EntryChanges,
  type EntryKind,
  type NewEntry,
} from '@bli/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import type { EditorialListQuery } from './editorial-list-page';

export const ENTRIES_PAGE_SIZE = 20;

/** Every query of a kind sits under ['admin', 'entries', kind]: a change invalidates by that prefix. */
export const entriesKey = (kind: EntryKind) => ['admin', 'entries', kind];
export const entryKey = (kind: EntryKind, id: number) => [...entriesKey(kind), 'one', id];

export function entryListQuery(kind: EntryKind, query: EditorialListQuery) {
  return queryOptions({
    queryKey: [...entriesKey(kind), 'list', query],
    queryFn: () =>
      apiCall(ContentApi.adminEntriesList, {
        params: { kind, ...query, pageSize: ENTRIES_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function entryQuery(kind: EntryKind, id: number) {
  return queryOptions({
    queryKey: entryKey(kind, id),
    queryFn: () => apiCall(ContentApi.adminEntry, { params: { kind, id } }),
  });
}

export function entryRevisionsQuery(kind: EntryKind, id: number) {
  return queryOptions({
    queryKey: [...entriesKey(kind), 'revisions', id],
    queryFn: () => apiCall(ContentApi.adminEntryRevisions, { params: { kind, id } }),
  });
}

/** The entry's audit log, newest first; under its kind's key, so each change refreshes it. */
export function entryAuditQuery(kind: EntryKind, id: number) {
  return queryOptions({
    queryKey: [...entriesKey(kind), 'audit', id],
    queryFn: () => apiCall(ContentApi.adminEntryAudit, { params: { kind, id } }),
  });
}

/** The knowledge hub's categories, for a guide's category. */
export const knowledgeCategoriesQuery = queryOptions({
  queryKey: ['admin', 'knowledge-categories'],
  queryFn: () => apiCall(ContentApi.knowledgeHub),
});

export const createEntry = (entry: NewEntry): Promise<AdminEntry> =>
  apiCall(ContentApi.adminEntryCreate, { params: { kind: entry.kind }, body: entry });
export const updateEntry = (id: number, changes: EntryChanges): Promise<AdminEntry> =>
  apiCall(ContentApi.adminEntryUpdate, { params: { kind: changes.kind, id }, body: changes });
export const publishEntry = (kind: EntryKind, id: number): Promise<AdminEntry> =>
  apiCall(ContentApi.adminEntryPublish, { params: { kind, id } });
export const scheduleEntry = (
  kind: EntryKind,
  id: number,
  publishAt: string,
): Promise<AdminEntry> =>
  apiCall(ContentApi.adminEntrySchedule, { params: { kind, id }, body: { publishAt } });
export const unpublishEntry = (kind: EntryKind, id: number): Promise<AdminEntry> =>
  apiCall(ContentApi.adminEntryUnpublish, { params: { kind, id } });
export const restoreEntryRevision = (
  kind: EntryKind,
  id: number,
  number: number,
): Promise<AdminEntry> => apiCall(ContentApi.adminEntryRestore, { params: { kind, id, number } });
