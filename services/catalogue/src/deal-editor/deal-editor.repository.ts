import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ASIN_PATTERN, type DealState, type PageRequest } from '@bli/contracts';
import { Deal, DealAuditEntry, Laptop } from '../entities';

export interface AdminDealFilter {
  q?: string;
  state?: DealState;
}

export interface NewDealAuditEntry {
  operator: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  at: Date;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL of @bli/domain's dealWindowState. */
function stateWhere(state: DealState, now: Date): FilterQuery<Deal> {
  if (state === 'upcoming')
    return { isActive: true, startsAt: { $gt: now }, expiresAt: { $gt: now } };
  if (state === 'live') {
    return { isActive: true, startsAt: { $lte: now }, expiresAt: { $gt: now } };
  }
  return { $or: [{ isActive: false }, { expiresAt: { $lte: now } }] };
}

/** The operators' deal queries and writes; each write goes with its audit entries. */
@Injectable()
export class DealEditorRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first: `q` finds words in the title, the bank or the laptop's title, or an ASIN. */
  async findPage(
    filter: AdminDealFilter,
    page: PageRequest,
    now: Date,
  ): Promise<{ rows: Deal[]; total: number }> {
    const where: FilterQuery<Deal>[] = [];
    if (filter.q) {
      const pattern = `%${likeEscaped(filter.q)}%`;
      const asin = filter.q.toUpperCase();
      where.push({
        $or: [
          { title: { $ilike: pattern } },
          { bankName: { $ilike: pattern } },
          { laptop: { title: { $ilike: pattern } } },
          ...(ASIN_PATTERN.test(asin) ? [{ laptop: { asin } }] : []),
        ],
      });
    }
    if (filter.state) where.push(stateWhere(filter.state, now));
    const query: FilterQuery<Deal> = where.length ? { $and: where } : {};
    const [rows, total] = await Promise.all([
      this.em.find(Deal, query, {
        populate: ['laptop'],
        orderBy: { id: 'desc' },
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      this.em.count(Deal, query),
    ]);
    return { rows, total };
  }

  findById(id: number): Promise<Deal | null> {
    return this.em.findOne(Deal, { id }, { populate: ['laptop'] });
  }

  findLaptop(key: { id: number } | { asin: string } | { slug: string }): Promise<Laptop | null> {
    return this.em.findOne(Laptop, key);
  }

  /** Another deal with this title, if any. */
  findOtherWithTitle(title: string, dealId: number | null): Promise<Deal | null> {
    return this.em.findOne(Deal, dealId === null ? { title } : { title, id: { $ne: dealId } });
  }

  /** Newest first; the (deal, at) index serves it. */
  findAudit(dealId: number): Promise<DealAuditEntry[]> {
    return this.em.find(DealAuditEntry, { deal: dealId }, { orderBy: { at: 'desc', id: 'desc' } });
  }

  /** Writes the deal (new or changed) and its audit entries as one. */
  async save(deal: Deal, entries: NewDealAuditEntry[]): Promise<void> {
    this.em.persist(deal);
    for (const entry of entries)
      this.em.persist(this.em.create(DealAuditEntry, { deal, ...entry }));
    await this.em.flush();
  }
}
