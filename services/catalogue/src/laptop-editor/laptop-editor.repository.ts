import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LaptopStatus, PageRequest } from '@bli/contracts';
import { Laptop, LaptopAuditEntry, PricePoint, PriceRange } from '../entities';
import { ListTotals } from '../laptops/list-totals';
import type { LaptopRows } from '../laptops/laptops.repository';

export interface AdminLaptopFilter {
  q?: string;
  status?: LaptopStatus;
  brand?: string;
  priceRangeId?: number;
}

export interface NewAuditEntry {
  laptop: Laptop;
  operator: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  at: Date;
}

export interface NewDraft {
  laptop: Laptop;
  firstPrice: { observedAt: Date; price: number; source: string };
  audit: Omit<NewAuditEntry, 'laptop'>;
}

const ASIN = /^[A-Z0-9]{10}$/;
/** Any one value, so that two imports never check the same asins or slugs at the same time. */
const IMPORT_LOCK = 1_702_017;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The editor's queries and writes; every write clears the public lists' cached totals. */
@Injectable()
export class LaptopEditorRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly totals: ListTotals,
  ) {}

  /**
   * The operators' list in any state, by id: `q` finds words in the title, brand or model, or
   * an exact asin; the brand matches whatever its case.
   */
  async findPage(filter: AdminLaptopFilter, page: PageRequest): Promise<LaptopRows> {
    const where: FilterQuery<Laptop>[] = [];
    if (filter.q) {
      const pattern = `%${likeEscaped(filter.q)}%`;
      const asin = filter.q.toUpperCase();
      where.push({
        $or: [
          { title: { $ilike: pattern } },
          { brand: { $ilike: pattern } },
          { model: { $ilike: pattern } },
          ...(ASIN.test(asin) ? [{ asin }] : []),
        ],
      });
    }
    if (filter.status) where.push({ status: filter.status });
    if (filter.brand) where.push({ brand: { $ilike: likeEscaped(filter.brand) } });
    if (filter.priceRangeId !== undefined) where.push({ priceRange: filter.priceRangeId });
    const query: FilterQuery<Laptop> = where.length ? { $and: where } : {};
    const [rows, total] = await Promise.all([
      this.em.find(Laptop, query, {
        orderBy: { id: 'asc' },
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      this.em.count(Laptop, query),
    ]);
    return { rows, total };
  }

  findByAsin(asin: string): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { asin });
  }

  findByAsins(asins: string[]): Promise<Laptop[]> {
    return this.em.find(Laptop, { asin: { $in: asins } }, { orderBy: { asin: 'asc' } });
  }

  /** Another laptop with this slug, if any. */
  findOtherWithSlug(slug: string, laptopId: number): Promise<Laptop | null> {
    return this.em.findOne(Laptop, { slug, id: { $ne: laptopId } });
  }

  findPriceRange(id: number): Promise<PriceRange | null> {
    return this.em.findOne(PriceRange, { id });
  }

  findActiveRanges(): Promise<PriceRange[]> {
    return this.em.find(
      PriceRange,
      { isActive: true },
      { orderBy: { minPrice: 'asc', id: 'asc' } },
    );
  }

  /** Newest first; the (laptop, at) index serves it. */
  findAudit(laptopId: number): Promise<LaptopAuditEntry[]> {
    return this.em.find(
      LaptopAuditEntry,
      { laptop: laptopId },
      { orderBy: { at: 'desc', id: 'desc' } },
    );
  }

  /** Laptops not retired that have had no offer since before `unavailableBefore`, or that the retailer no longer knows. */
  findNeedingAttention(unavailableBefore: Date): Promise<Laptop[]> {
    return this.em.find(
      Laptop,
      {
        status: { $ne: 'retired' },
        $or: [
          { unavailableSince: { $lte: unavailableBefore } },
          { retailerMissingSince: { $ne: null } },
        ],
      },
      { orderBy: { id: 'asc' } },
    );
  }

  /** Writes the laptop's changes and their audit entries as one. */
  async save(entries: NewAuditEntry[]): Promise<void> {
    for (const entry of entries) this.em.persist(this.auditEntry(this.em, entry));
    await this.em.flush();
    this.totals.clear();
  }

  /**
   * Imports in one transaction that no other import runs beside: `plan` sees which of the
   * asins are already in the catalogue and which slugs near the suggested ones are taken, and
   * answers the drafts to insert (or throws, and nothing is written).
   */
  async importDrafts(
    asins: string[],
    slugs: string[],
    plan: (existing: Laptop[], takenSlugs: Set<string>, ranges: PriceRange[]) => NewDraft[],
  ): Promise<Laptop[]> {
    const inserted = await this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(?)', [IMPORT_LOCK]);
      const existing = await em.find(
        Laptop,
        { asin: { $in: asins } },
        { orderBy: { asin: 'asc' } },
      );
      const near = await em.find(
        Laptop,
        { $or: slugs.flatMap((slug) => [{ slug }, { slug: { $like: `${likeEscaped(slug)}-%` } }]) },
        { fields: ['slug'] },
      );
      const ranges = await em.find(
        PriceRange,
        { isActive: true },
        { orderBy: { minPrice: 'asc', id: 'asc' } },
      );
      const drafts = plan(existing, new Set(near.map((laptop) => laptop.slug)), ranges);
      for (const { laptop, firstPrice, audit } of drafts) {
        em.persist(laptop);
        em.persist(em.create(PricePoint, { laptop, ...firstPrice }));
        em.persist(this.auditEntry(em as EntityManager, { laptop, ...audit }));
      }
      await em.flush();
      return drafts.map((draft) => draft.laptop);
    });
    this.totals.clear();
    return inserted;
  }

  private auditEntry(em: EntityManager, entry: NewAuditEntry): LaptopAuditEntry {
    return em.create(LaptopAuditEntry, {
      laptop: entry.laptop,
      asin: entry.laptop.asin,
      operator: entry.operator,
      field: entry.field,
      oldValue: entry.oldValue,
      newValue: entry.newValue,
      at: entry.at,
    });
  }
}
