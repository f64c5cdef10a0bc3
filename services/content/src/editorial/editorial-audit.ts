import { isDeepStrictEqual } from 'node:util';
import type { EditorialStatus } from './editorial-state';
import type { NewAuditEntry } from './editorial-writes.repository';

/** How the audit log shows a body change: its length; the revisions keep the text. */
const auditValue = (field: string, value: unknown) =>
  field === 'markdown' && typeof value === 'string' ? { characters: value.length } : value;

/** One audit entry per field whose value differs between two snapshots of an entry. */
export function fieldChanges<S extends object>(
  before: S,
  after: S,
  operator: string,
  at: Date,
): NewAuditEntry[] {
  return (Object.keys(after) as (keyof S & string)[])
    .filter((field) => !isDeepStrictEqual(before[field], after[field]))
    .map((field) => ({
      operator,
      field,
      oldValue: auditValue(field, before[field]),
      newValue: auditValue(field, after[field]),
      at,
    }));
}

/** The audit entry of a move between states (with the time a scheduled entry goes live). */
export function stateChange(
  before: EditorialStatus,
  after: EditorialStatus,
  operator: string,
  at: Date,
): NewAuditEntry {
  return {
    operator,
    field: 'state',
    oldValue: before.state,
    newValue: after.publishAt
      ? { state: after.state, publishAt: after.publishAt.toISOString() }
      : after.state,
    at,
  };
}

/** The audit entry of a revision restored. */
export const restored = (
  operator: string,
  revisionBefore: number,
  restoredFrom: number,
  at: Date,
): NewAuditEntry => ({
  operator,
  field: 'restored',
  oldValue: revisionBefore,
  newValue: restoredFrom,
  at,
});

/** The editorial status columns of an entry. */
export const statusOf = (entry: EditorialStatus): EditorialStatus => ({
  state: entry.state,
  publishAt: entry.publishAt,
  publishedAt: entry.publishedAt,
});
