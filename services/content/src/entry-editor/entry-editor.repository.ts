import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ENTRY_KINDS,
  type EditorialState,
  type EntryKind,
  type EntrySnapshot,
  type PageRequest,
} from '@bli/contracts';
import { ConflictError } from '@bli/server-kit';
import { BlogPost, EntryRevision, KnowledgeCategory } from '../entities';
import {
  auditEntry,
  likeEscaped,
  publishDueIn,
  type NewAuditEntry,
} from '../editorial/editorial-writes.repository';
import { entryKind, type AnyEntry, type EntryLookups } from './entry-kinds';

export interface AdminEntryFilter {
  q?: string;
  state?: EditorialState;
}

/** What one save writes besides the entry: its revision and audit entries. */
export interface EntrySave {
  revision?: { fields: EntrySnapshot; operator: string; at: Date };
  audit: NewAuditEntry[];
}

type Where = FilterQuery<AnyEntry>;

/** The entry editor's queries and writes, for any kind. */
@Injectable()
export class EntryEditorRepository implements EntryLookups {
  constructor(private readonly em: EntityManager) {}

  /** Any state, the latest change first; `q` finds words of the kind's searched columns. */
  async findPage(
    kind: EntryKind,
    filter: AdminEntryFilter,
    page: PageRequest,
  ): Promise<{ rows: AnyEntry[]; total: number }> {
    const definition = entryKind(kind);
    const where: Where[] = [definition.scope as Where];
    if (filter.q) {
      const pattern = `%${likeEscaped(filter.q)}%`;
      where.push({ $or: definition.searched.map((column) => ({ [column]: { $ilike: pattern } })) });
    }
    if (filter.state) where.push({ state: filter.state });
    const query: Where = { $and: where };
    const [rows, total] = await Promise.all([
      this.em.find(definition.entity, query, {
        populate: definition.populate as never,
        orderBy: { updatedAt: 'desc', id: 'desc' },
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      this.em.count(definition.entity, query),
    ]);
    return { rows, total };
  }

  findById(kind: EntryKind, id: number): Promise<AnyEntry | null> {
    const definition = entryKind(kind);
    return this.em.findOne(
      definition.entity,
      { $and: [{ id }, definition.scope as Where] },
      { populate: definition.populate as never },
    );
  }

  category(slug: string): Promise<KnowledgeCategory | null> {
    return this.em.findOne(KnowledgeCategory, { slug });
  }

  /** Whether another entry of the kind has the key (slug or path). */
  async keyTakenByOther(kind: EntryKind, entry: AnyEntry): Promise<boolean> {
    const definition = entryKind(kind);
    const { column, value } = definition.keyOf(entry);
    const other = entry.id === undefined ? {} : { id: { $ne: entry.id } };
    const row = await this.em.findOne(definition.entity, { [column]: value, ...other } as Where, {
      fields: ['id'] as never,
    });
    return row !== null;
  }

  /** The place after the last of its list, for a kind with an order. */
  async nextPosition(kind: EntryKind, entry: AnyEntry): Promise<number | null> {
    const definition = entryKind(kind);
    if (!definition.positionScope) return null;
    const [last] = await this.em.find(definition.entity, definition.positionScope(entry) as Where, {
      orderBy: { position: 'desc' } as never,
      limit: 1,
      fields: ['position'] as never,
    });
    return last ? (last as AnyEntry & { position: number }).position + 1 : 0;
  }

  /** How many published posts name the author (their bylines link to the author's page). */
  countPublishedPostsBy(authorId: number): Promise<number> {
    return this.em.count(BlogPost, { author: authorId, state: 'published' });
  }

  findRevisions(kind: EntryKind, entryId: number): Promise<EntryRevision[]> {
    return this.em.find(EntryRevision, { kind, entryId }, { orderBy: { number: 'desc' } });
  }

  findRevision(kind: EntryKind, entryId: number, number: number): Promise<EntryRevision | null> {
    return this.em.findOne(EntryRevision, { kind, entryId, number });
  }

  /**
   * Writes the entry, then its revision and audit entries (they need its id); a key or revision
   * another save took meanwhile is a 409, not a 500.
   */
  async save(kind: EntryKind, entry: AnyEntry, save: EntrySave): Promise<void> {
    const em = this.em;
    try {
      em.persist(entry);
      await em.flush();
      if (save.revision) {
        em.persist(
          em.create(EntryRevision, {
            kind,
            entryId: entry.id,
            number: entry.revision,
            ...save.revision,
          }),
        );
      }
      for (const change of save.audit) em.persist(auditEntry(em, kind, entry.id, change));
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError('The entry changed meanwhile, or its slug is in use: reload it');
      throw error;
    }
  }

  /** Publishes every scheduled entry of every kind whose time has come (`publishDueIn`). */
  publishDue(now: Date): Promise<Partial<Record<EntryKind, number[]>>> {
    return this.em.transactional(async (em) => {
      const published: Partial<Record<EntryKind, number[]>> = {};
      for (const kind of ENTRY_KINDS) {
        const ids = await publishDueIn(em, entryKind(kind).table, kind, now);
        if (ids.length > 0) published[kind] = ids;
      }
      await em.flush();
      return published;
    });
  }
}
