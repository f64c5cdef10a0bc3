import { Injectable } from '@nestjs/common';
import type {
  AdminEntriesFilter,
  AdminEntry,
  AdminEntrySummary,
  EntryKind,
  EntryChangeSet,
  EntryRevision,
  NewEntryFields,
  Page,
} from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { ContentClock } from '../editorial/clock';
import { fieldChanges, restored, stateChange, statusOf } from '../editorial/editorial-audit';
import {
  publishNow,
  schedule,
  unpublish,
  type EditorialStatus,
} from '../editorial/editorial-state';
import type { NewAuditEntry } from '../editorial/editorial-writes.repository';
import { toAdminEntry, toAdminEntrySummary, toEntryRevision } from './admin-entry.mapper';
import { EntryEditorRepository } from './entry-editor.repository';
import { entryKind, type AnyEntry } from './entry-kinds';

const refused = (field: string, message: string) =>
  new InvalidInputError(message, { fields: [{ field, message }] });

/**
 * The operators' editor for guides, use-case lists, CPU comparisons and authors: the posts'
 * rules (`editorial-state`) for every kind. Every save renders Markdown to sanitised HTML, keeps
 * a revision and audits each changed field; a slug is fixed once the entry first went live.
 */
@Injectable()
export class EntryEditorService {
  constructor(
    private readonly entries: EntryEditorRepository,
    private readonly clock: ContentClock,
  ) {}

  async list({ kind, q, state, ...page }: AdminEntriesFilter): Promise<Page<AdminEntrySummary>> {
    const { rows, total } = await this.entries.findPage(kind, { q, state }, page);
    return { items: rows.map((row) => toAdminEntrySummary(kind, row)), total, ...page };
  }

  async get(kind: EntryKind, id: number): Promise<AdminEntry> {
    return toAdminEntry(kind, await this.find(kind, id));
  }

  async create(operator: string, { kind, ...fields }: NewEntryFields): Promise<AdminEntry> {
    const definition = entryKind(kind);
    const now = this.clock.now();
    const entry = Object.assign(new definition.entity(), { updatedAt: now });
    await definition.apply(entry, fields, this.entries);
    await this.refuseTakenKey(kind, entry);
    const position = await this.entries.nextPosition(kind, entry);
    if (position !== null) Object.assign(entry, { position });
    entry.revision = 1;
    await this.entries.save(kind, entry, {
      revision: { fields: definition.snapshot(entry), operator, at: now },
      audit: [
        { operator, field: 'created', oldValue: null, newValue: definition.pathOf(entry), at: now },
      ],
    });
    return toAdminEntry(kind, entry);
  }

  async update(
    kind: EntryKind,
    id: number,
    operator: string,
    { kind: bodyKind, ...changes }: EntryChangeSet,
  ): Promise<AdminEntry> {
    if (bodyKind !== kind) throw refused('kind', `kind must be "${kind}", the path's kind`);
    return await this.change(kind, id, operator, changes, null);
  }

  /** The revision's fields become the entry's again, saved as a new revision. */
  async restore(kind: EntryKind, id: number, number: number, operator: string) {
    const revision = await this.entries.findRevision(kind, id, number);
    if (!revision) throw new NotFoundError(`${kind} entry ${id} has no revision ${number}`);
    const { markdown, ...fields } = revision.fields as Record<string, unknown>;
    const changes = markdown === null || markdown === undefined ? fields : { ...fields, markdown };
    return this.change(kind, id, operator, changes, number);
  }

  publish(kind: EntryKind, id: number, operator: string): Promise<AdminEntry> {
    return this.transition(kind, id, operator, (status, now) => publishNow(status, now));
  }

  schedule(kind: EntryKind, id: number, operator: string, publishAt: string) {
    return this.transition(kind, id, operator, (status, now) =>
      schedule(status, new Date(publishAt), now),
    );
  }

  /**
   * Off the site. An author whose posts are live stays: their bylines and structured data link
   * to the author's page (409 naming how many posts; give them another author first).
   */
  async unpublish(kind: EntryKind, id: number, operator: string): Promise<AdminEntry> {
    if (kind === 'authors') {
      const live = await this.entries.countPublishedPostsBy(id);
      if (live > 0)
        throw new ConflictError(
          `state: the author has ${live} published post${live === 1 ? '' : 's'} linking to their page; give them another author first`,
        );
    }
    return this.transition(kind, id, operator, (status) => unpublish(status));
  }

  async revisions(kind: EntryKind, id: number): Promise<EntryRevision[]> {
    await this.find(kind, id);
    return (await this.entries.findRevisions(kind, id)).map(toEntryRevision);
  }

  /** Publishes the scheduled entries whose time has come (the schedule's tick). */
  publishDue() {
    return this.entries.publishDue(this.clock.now());
  }

  private async change(
    kind: EntryKind,
    id: number,
    operator: string,
    changes: Record<string, unknown>,
    restoredFrom: number | null,
  ): Promise<AdminEntry> {
    const definition = entryKind(kind);
    const entry = await this.find(kind, id);
    const before = definition.snapshot(entry);
    const keyBefore = definition.keyOf(entry).value;
    await definition.apply(entry, changes, this.entries);
    if (definition.keyOf(entry).value !== keyBefore) {
      if (entry.publishedAt !== null)
        throw refused('slug', 'slug: fixed once the entry has been live (its address is public)');
      await this.refuseTakenKey(kind, entry);
    }
    const after = definition.snapshot(entry);
    const now = this.clock.now();
    const audit: NewAuditEntry[] = fieldChanges(before, after, operator, now);
    if (restoredFrom !== null) audit.push(restored(operator, entry.revision, restoredFrom, now));
    if (audit.length === 0) return toAdminEntry(kind, entry);
    entry.revision += 1;
    entry.updatedAt = now;
    await this.entries.save(kind, entry, {
      revision: { fields: after, operator, at: now },
      audit,
    });
    return toAdminEntry(kind, entry);
  }

  private async transition(
    kind: EntryKind,
    id: number,
    operator: string,
    next: (status: EditorialStatus, now: Date) => EditorialStatus,
  ): Promise<AdminEntry> {
    const entry = await this.find(kind, id);
    const now = this.clock.now();
    const before = statusOf(entry);
    const after = next(before, now);
    Object.assign(entry, after, { updatedAt: now });
    await this.entries.save(kind, entry, { audit: [stateChange(before, after, operator, now)] });
    return toAdminEntry(kind, entry);
  }

  private async refuseTakenKey(kind: EntryKind, entry: AnyEntry): Promise<void> {
    if (await this.entries.keyTakenByOther(kind, entry))
      throw new ConflictError(
        `slug: "${entryKind(kind).keyOf(entry).value}" is in use by another entry of ${kind}`,
      );
  }

  private async find(kind: EntryKind, id: number): Promise<AnyEntry> {
    const entry = await this.entries.findById(kind, id);
    if (!entry) throw new NotFoundError(`${kind} entry ${id} not found`);
    return entry;
  }
}
