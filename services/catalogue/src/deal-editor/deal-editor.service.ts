import { Injectable } from '@nestjs/common';
import { ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  dealLaptopKey,
  type AdminDeal,
  type AdminDealPage,
  type CataloguePatterns,
  type DealAuditEntry,
  type PayloadOf,
} from '@bli/contracts';
import { dealWindowState } from '@bli/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { Deal, Laptop } from '../entities';
import { DealClock } from '../deals/deal-clock';
import { toAdminDeal, toDealAuditEntry } from '../deals/deal.mapper';
import { DealEditorRepository, type NewDealAuditEntry } from './deal-editor.repository';
import { dealProblems, withTypeFields, type DealFields } from './deal-rules';

type AdminListQuery = PayloadOf<typeof CataloguePatterns.dealsAdminList>;
type DealCreate = PayloadOf<typeof CataloguePatterns.dealsCreate>['deal'];
type DealChanges = PayloadOf<typeof CataloguePatterns.dealsUpdate>['changes'];

const FIELDS = [
  'title',
  'dealType',
  'discountPrice',
  'bankName',
  'conditions',
  'startsAt',
  'expiresAt',
  'offerPercent',
  'offerCap',
  'processingFee',
] as const satisfies readonly (keyof DealFields)[];

/** How a field reads in the audit log: dates as ISO text. */
const logged = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The operators' deals: create, edit and expire, each change audited; the list and one deal.
 * Deals are never deleted: expiring one ends it now.
 */
@Injectable()
export class DealEditorService {
  constructor(
    private readonly deals: DealEditorRepository,
    private readonly clock: DealClock,
  ) {}

  async list({ page, pageSize, ...filter }: AdminListQuery): Promise<AdminDealPage> {
    const now = this.clock.now();
    const { rows, total } = await this.deals.findPage(filter, { page, pageSize }, now);
    return { items: rows.map((deal) => toAdminDeal(deal, now)), total, page, pageSize };
  }

  async get(id: number): Promise<AdminDeal> {
    return toAdminDeal(await this.find(id), this.clock.now());
  }

  async create(operator: string, { laptop: key, ...input }: DealCreate): Promise<AdminDeal> {
    const now = this.clock.now();
    const laptop = await this.findLaptop(key);
    const fields = this.checked({
      ...input,
      startsAt: new Date(input.startsAt),
      expiresAt: new Date(input.expiresAt),
    });
    await this.ensureTitleFree(fields.title, null);
    const deal = Object.assign(new Deal(), fields, {
      laptop: ref(laptop),
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    const created = {
      laptop: laptop.asin,
      ...Object.fromEntries(FIELDS.map((field) => [field, logged(fields[field])])),
    };
    await this.save(deal, [
      { operator, field: 'created', oldValue: null, newValue: created, at: now },
    ]);
    return toAdminDeal(deal, now);
  }

  /** The given fields change (checked with the rest as they will be saved); each one audited. */
  async update(id: number, operator: string, changes: DealChanges): Promise<AdminDeal> {
    const now = this.clock.now();
    const deal = await this.find(id);
    const { laptop: key, startsAt, expiresAt, ...rest } = changes;
    const before: DealFields = {
      title: deal.title,
      dealType: deal.dealType as DealFields['dealType'],
      discountPrice: deal.discountPrice,
      bankName: deal.bankName,
      conditions: deal.conditions,
      startsAt: deal.startsAt,
      expiresAt: deal.expiresAt,
      offerPercent: deal.offerPercent,
      offerCap: deal.offerCap,
      processingFee: deal.processingFee,
    };
    const after = this.checked({
      ...before,
      ...rest,
      ...(startsAt !== undefined && { startsAt: new Date(startsAt) }),
      ...(expiresAt !== undefined && { expiresAt: new Date(expiresAt) }),
    });
    if (after.title !== before.title) await this.ensureTitleFree(after.title, deal.id);

    const entries: NewDealAuditEntry[] = [];
    if (key !== undefined) {
      const laptop = await this.findLaptop(key);
      const from = deal.laptop.getEntity();
      if (laptop.id !== from.id) {
        entries.push({
          operator,
          field: 'laptop',
          oldValue: from.asin,
          newValue: laptop.asin,
          at: now,
        });
        deal.laptop = ref(laptop);
      }
    }
    for (const field of FIELDS) {
      const oldValue = logged(before[field]);
      const newValue = logged(after[field]);
      if (oldValue !== newValue) entries.push({ operator, field, oldValue, newValue, at: now });
    }
    if (entries.length === 0) return toAdminDeal(deal, now);
    Object.assign(deal, after, { updatedAt: now });
    await this.save(deal, entries);
    return toAdminDeal(deal, now);
  }

  /** Ends the deal now: off the shoppers' list at once. An ended deal cannot end again. */
  async expire(id: number, operator: string): Promise<AdminDeal> {
    const now = this.clock.now();
    const deal = await this.find(id);
    if (dealWindowState(deal, now) === 'ended') {
      throw new InvalidInputError(`Deal ${id} has already ended`);
    }
    const oldValue = deal.expiresAt.toISOString();
    deal.isActive = false;
    deal.expiresAt = now;
    deal.updatedAt = now;
    await this.save(deal, [
      { operator, field: 'expired', oldValue, newValue: now.toISOString(), at: now },
    ]);
    return toAdminDeal(deal, now);
  }

  async audit(id: number): Promise<DealAuditEntry[]> {
    const deal = await this.find(id);
    return (await this.deals.findAudit(deal.id)).map(toDealAuditEntry);
  }

  private async find(id: number): Promise<Deal> {
    const deal = await this.deals.findById(id);
    if (!deal) throw new NotFoundError(`No deal ${id}`);
    return deal;
  }

  private async findLaptop(key: string): Promise<Laptop> {
    const laptop = await this.deals.findLaptop(dealLaptopKey(key));
    if (!laptop) throw new NotFoundError(`laptop: no laptop "${key}" in the catalogue`);
    return laptop;
  }

  /** The deal's fields as they will be saved, or a 400 naming each field that breaks a rule. */
  private checked(fields: DealFields): DealFields {
    const problems = dealProblems(fields);
    if (problems.length > 0) {
      throw new InvalidInputError(problems.map((p) => p.message).join('; '), { fields: problems });
    }
    return withTypeFields(fields);
  }

  private async ensureTitleFree(title: string, dealId: number | null): Promise<void> {
    if (await this.deals.findOtherWithTitle(title, dealId)) throw titleTaken(title);
  }

  private async save(deal: Deal, entries: NewDealAuditEntry[]): Promise<void> {
    try {
      await this.deals.save(deal, entries);
    } catch (error) {
      // Two operators giving one title at once: the unique index decides, the loser gets a 409.
      if (error instanceof UniqueConstraintViolationException) throw titleTaken(deal.title);
      throw error;
    }
  }
}

function titleTaken(title: string): ConflictError {
  return new ConflictError(`Another deal already has the title "${title}"`);
}
