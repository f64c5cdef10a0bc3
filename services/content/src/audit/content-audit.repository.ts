import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentAuditEntry } from '../entities';

/** Reads of the editorial audit log (written by the editors' repositories). */
@Injectable()
export class ContentAuditRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, by the (kind, entry, time) index. */
  findFor(kind: string, entryId: number): Promise<ContentAuditEntry[]> {
    return this.em.find(
      ContentAuditEntry,
      { kind, entryId },
      { orderBy: { at: 'desc', id: 'desc' } },
    );
  }
}
