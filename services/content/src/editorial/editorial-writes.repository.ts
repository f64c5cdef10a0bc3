import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentAuditEntry } from '../entities';

/** One audit-log line of a change to an editorial entry. */
export interface NewAuditEntry {
  operator: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  at: Date;
}

/** Who published an entry whose time had come. */
export const SCHEDULE_OPERATOR = 'schedule';

/** `text` as a literal part of an ILIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const auditEntry = (
  em: EntityManager,
  kind: string,
  entryId: number,
  entry: NewAuditEntry,
) => em.create(ContentAuditEntry, { kind, entryId, ...entry });

/**
 * Publishes the scheduled rows of `table` whose time has come, in one statement (replicas
 * running it at the same moment each publish a row at most once: the WHERE no longer matches),
 * and audits each under `kind`, within the caller's transaction. Answers the ids published.
 */
export async function publishDueIn(
  em: EntityManager,
  table: string,
  kind: string,
  now: Date,
): Promise<number[]> {
  const rows: { id: number }[] = await em.execute(
    `update "content"."${table}"
        set "state" = 'published',
            "published_at" = coalesce("published_at", "publish_at"),
            "publish_at" = null,
            "updated_at" = ?
      where "state" = 'scheduled' and "publish_at" <= ?
      returning "id"`,
    [now, now],
  );
  for (const row of rows) {
    em.persist(
      auditEntry(em, kind, row.id, {
        operator: SCHEDULE_OPERATOR,
        field: 'state',
        oldValue: 'scheduled',
        newValue: 'published',
        at: now,
      }),
    );
  }
  return rows.map((row) => row.id);
}
