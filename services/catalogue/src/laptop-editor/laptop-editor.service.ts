import { Injectable } from '@nestjs/common';
import { ref, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  RETIREMENT_PROPOSAL_DAYS,
  type AdminLaptop,
  type AttentionItem,
  type AuditEntry,
  type CataloguePatterns,
  type AdminLaptopPage,
  type LaptopStatus,
  type PayloadOf,
} from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { PriceRange, type Laptop } from '../entities';
import { rangeForPrice } from '../price-sync/price-range-assignment';
import { toAdminLaptop, toAttentionItems, toAuditEntry } from './admin-laptop.mapper';
import {
  applyLaptopChanges,
  remainingParsedFields,
  type FieldChange,
  type LaptopChanges,
} from './laptop-changes';
import { LaptopEditorRepository, type NewAuditEntry } from './laptop-editor.repository';
import { missingForPublish } from './publish-rules';

type AdminListQuery = PayloadOf<typeof CataloguePatterns.laptopsAdminList>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The operators' side of the catalogue: their list, the editor's changes (each audited), and a
 * laptop's life: draft → active (publish) → retired (retire) → active again. Nothing is deleted.
 */
@Injectable()
export class LaptopEditorService {
  constructor(private readonly laptops: LaptopEditorRepository) {}

  /** The editor's view of each row: flags, states and dates without a call per laptop. */
  async list(
    { page, pageSize, ...filter }: AdminListQuery,
    now = new Date(),
  ): Promise<AdminLaptopPage> {
    const { rows, total } = await this.laptops.findPage(filter, { page, pageSize });
    return { items: rows.map((laptop) => toAdminLaptop(laptop, now)), total, page, pageSize };
  }

  async get(asin: string, now = new Date()): Promise<AdminLaptop> {
    return toAdminLaptop(await this.find(asin), now);
  }

  /**
   * The given fields change and each one that moved is audited (old → new). A slug another
   * laptop has is a 409. A range given locks the laptop in it; null puts it back in the range
   * its price falls in. Changing a parsed field, or confirming it, clears its flag.
   */
  async update(
    asin: string,
    operator: string,
    { priceRangeId, confirmedFields, ...changes }: LaptopChanges,
    now = new Date(),
  ): Promise<AdminLaptop> {
    const laptop = await this.find(asin);
    if (changes.slug !== undefined && changes.slug !== laptop.slug) {
      if (await this.laptops.findOtherWithSlug(changes.slug, laptop.id)) {
        throw slugTaken(changes.slug);
      }
    }
    const moved = applyLaptopChanges(laptop, changes);
    if (priceRangeId !== undefined) moved.push(...(await this.placeInRange(laptop, priceRangeId)));

    const before = laptop.parsedFields;
    const after = remainingParsedFields(before, moved, confirmedFields);
    if (after.length !== before.length) {
      laptop.parsedFields = after;
      // The flags a changed field clears go with its change; only confirmations are logged apart.
      const confirmedOnly = remainingParsedFields(before, moved);
      if (confirmedOnly.length !== after.length) {
        moved.push({ field: 'parsedFields', oldValue: confirmedOnly, newValue: after });
      }
    }
    await this.save(laptop, operator, moved, now);
    return toAdminLaptop(laptop, now);
  }

  /** Draft or retired → active, once the laptop has everything a shopper's page needs. */
  async publish(asin: string, operator: string, now = new Date()): Promise<AdminLaptop> {
    const laptop = await this.find(asin);
    if (laptop.status === 'active') {
      throw new InvalidInputError(`Laptop ${asin} is already published`);
    }
    const missing = missingForPublish(laptop, now);
    if (missing.length > 0) {
      throw new InvalidInputError(
        `Laptop ${asin} cannot be published yet: ${missing.map((m) => m.message).join('; ')}`,
        { fields: missing },
      );
    }
    const change = this.moveTo(laptop, 'active');
    laptop.publishedAt = now;
    laptop.retiredAt = null;
    await this.save(laptop, operator, [{ ...change, field: 'published' }], now);
    return toAdminLaptop(laptop, now);
  }

  /** Active → retired: off every list; its page stays and says it is no longer sold. */
  async retire(asin: string, operator: string, now = new Date()): Promise<AdminLaptop> {
    const laptop = await this.find(asin);
    if (laptop.status !== 'active') {
      throw new InvalidInputError(
        `Laptop ${asin} is ${laptop.status}: only an active laptop can be retired`,
      );
    }
    const change = this.moveTo(laptop, 'retired');
    laptop.retiredAt = now;
    await this.save(laptop, operator, [{ ...change, field: 'retired' }], now);
    return toAdminLaptop(laptop, now);
  }

  async audit(asin: string): Promise<AuditEntry[]> {
    const laptop = await this.find(asin);
    return (await this.laptops.findAudit(laptop.id)).map(toAuditEntry);
  }

  /** Laptops without an offer for RETIREMENT_PROPOSAL_DAYS, or unknown to the retailer. */
  async attention(now = new Date()): Promise<AttentionItem[]> {
    const before = new Date(now.getTime() - RETIREMENT_PROPOSAL_DAYS * DAY_MS);
    return toAttentionItems(await this.laptops.findNeedingAttention(before), before);
  }

  /** Which of these asins the catalogue has, in any state. */
  async findByAsins(
    asins: string[],
  ): Promise<{ asin: string; slug: string; status: LaptopStatus }[]> {
    const laptops = await this.laptops.findByAsins([...new Set(asins)]);
    return laptops.map(({ asin, slug, status }) => ({ asin, slug, status }));
  }

  private async find(asin: string): Promise<Laptop> {
    const laptop = await this.laptops.findByAsin(asin);
    if (!laptop) throw new NotFoundError(`No laptop with ASIN ${asin} in the catalogue`);
    return laptop;
  }

  private moveTo(laptop: Laptop, status: LaptopStatus): Omit<FieldChange, 'field'> {
    const oldValue = laptop.status;
    laptop.status = status;
    // The entity's hook keeps isActive (the lists' indexes) equal at flush; set here for readers.
    laptop.isActive = status === 'active';
    return { oldValue, newValue: status };
  }

  /** An editor's range (locked), or back to the range the price falls in (unlocked). */
  private async placeInRange(laptop: Laptop, priceRangeId: number | null): Promise<FieldChange[]> {
    const fromId = laptop.priceRange?.id ?? null;
    const wasLocked = laptop.priceRangeLocked;
    let toId: number | null;
    if (priceRangeId === null) {
      toId = rangeForPrice(laptop.currentPrice, fromId, await this.laptops.findActiveRanges());
      laptop.priceRangeLocked = false;
    } else {
      const range = await this.laptops.findPriceRange(priceRangeId);
      if (!range) {
        const message = `priceRangeId: there is no price range ${priceRangeId}`;
        throw new InvalidInputError(message, { fields: [{ field: 'priceRangeId', message }] });
      }
      toId = range.id;
      laptop.priceRangeLocked = true;
    }
    laptop.priceRange = toId === null ? null : ref(PriceRange, toId);
    const changes: FieldChange[] = [];
    if (toId !== fromId) changes.push({ field: 'priceRangeId', oldValue: fromId, newValue: toId });
    if (wasLocked !== laptop.priceRangeLocked) {
      changes.push({
        field: 'priceRangeLocked',
        oldValue: wasLocked,
        newValue: laptop.priceRangeLocked,
      });
    }
    return changes;
  }

  private async save(
    laptop: Laptop,
    operator: string,
    changes: FieldChange[],
    at: Date,
  ): Promise<void> {
    const entries: NewAuditEntry[] = changes.map((change) => ({ laptop, operator, at, ...change }));
    try {
      await this.laptops.save(entries);
    } catch (error) {
      // Two editors giving one slug at once: the unique index decides, the loser gets a 409.
      if (error instanceof UniqueConstraintViolationException) throw slugTaken(laptop.slug);
      throw error;
    }
  }
}

function slugTaken(slug: string): ConflictError {
  return new ConflictError(`Another laptop already has the slug "${slug}"`);
}
