import type {
  ApplyPricesResult,
  ImportResult,
  LaptopDraft,
  OfferlessObservation,
  PriceObservation,
  SyncTargetsRequest,
  SyncTargetsResult,
} from '@bli/contracts';
import { ConflictError } from '@bli/server-kit';
import { currentDeadline } from '@bli/server-kit';
import type {
  AppliedBatch,
  CatalogueClient,
  CatalogueLaptopRef,
} from '../../src/catalogue/catalogue.client';

export interface FakeLaptop {
  asin: string;
  lastUpdated: Date;
  priceRangeId: number | null;
  price: number;
  isActive: boolean;
  /** Defaults: the asin in lower case; "active" when isActive, else "retired". */
  slug?: string;
  status?: 'draft' | 'active' | 'retired';
}

/** Catalogue's two sync messages over an in-memory laptop list, with the same rules. */
export class FakeCatalogue {
  readonly laptops = new Map<string, FakeLaptop>();
  readonly points = new Set<string>();
  /** Every update, in order: which laptop and the lastUpdated it had before. */
  readonly updates: { asin: string; previous: Date; at: Date }[] = [];
  /** The request deadline each call was made under (undefined: none). */
  readonly deadlines: (number | undefined)[] = [];
  /** When set, every apply fails with it (catalogue away). */
  applyFailure: Error | null = null;
  /** What each apply carried besides prices. */
  readonly offerless: OfferlessObservation[] = [];
  readonly missing: string[] = [];
  /** Every observation applied, in order. */
  readonly observations: PriceObservation[] = [];
  /** Every import call: the drafts and who asked. */
  readonly imports: { drafts: LaptopDraft[]; operator: string }[] = [];
  /** Asins lookups asked about, call by call. */
  readonly lookups: string[][] = [];

  constructor(laptops: FakeLaptop[]) {
    laptops.forEach((laptop) => this.laptops.set(laptop.asin, laptop));
  }

  async targets(request: SyncTargetsRequest): Promise<SyncTargetsResult> {
    this.deadlines.push(currentDeadline());
    const staleBefore = request.staleBefore ? Date.parse(request.staleBefore) : Infinity;
    const matching = [...this.laptops.values()]
      .filter((l) => l.isActive)
      .filter((l) => request.priceRangeId === undefined || l.priceRangeId === request.priceRangeId)
      .filter((l) => !request.asins || request.asins.includes(l.asin))
      .filter((l) => l.lastUpdated.getTime() < staleBefore)
      .sort(
        (a, b) => a.lastUpdated.getTime() - b.lastUpdated.getTime() || a.asin.localeCompare(b.asin),
      );
    const after = request.after;
    const page = matching
      .filter(
        (l) =>
          !after ||
          l.lastUpdated.getTime() > Date.parse(after.lastUpdated) ||
          (l.lastUpdated.getTime() === Date.parse(after.lastUpdated) && l.asin > after.asin),
      )
      .slice(0, request.limit ?? 500);
    return {
      targets: page.map((l) => ({
        asin: l.asin,
        lastUpdated: l.lastUpdated.toISOString(),
        priceRangeId: l.priceRangeId,
      })),
      total: matching.length,
    };
  }

  async findByAsins(asins: string[]): Promise<CatalogueLaptopRef[]> {
    this.lookups.push([...asins]);
    return asins
      .map((asin) => this.laptops.get(asin))
      .filter((laptop) => laptop !== undefined)
      .map((laptop) => ({
        asin: laptop.asin,
        slug: laptop.slug ?? laptop.asin.toLowerCase(),
        status: laptop.status ?? (laptop.isActive ? 'active' : 'retired'),
      }));
  }

  /** Catalogue's import rules in small: a known asin refuses the batch, slugs made unique. */
  async importDrafts(drafts: LaptopDraft[], operator: string): Promise<ImportResult> {
    this.imports.push({ drafts, operator });
    const known = drafts.filter((draft) => this.laptops.has(draft.asin));
    if (known.length > 0) {
      throw new ConflictError(`Already in the catalogue: ${known.map((d) => d.asin).join(', ')}`);
    }
    const slugs = new Set([...this.laptops.values()].map((l) => l.slug ?? l.asin.toLowerCase()));
    const imported = drafts.map((draft) => {
      let slug = draft.slug;
      for (let n = 2; slugs.has(slug); n++) slug = `${draft.slug}-${n}`;
      slugs.add(slug);
      this.laptops.set(draft.asin, {
        asin: draft.asin,
        lastUpdated: new Date(draft.observedAt),
        priceRangeId: null,
        price: draft.currentPrice,
        isActive: false,
        slug,
        status: 'draft',
      });
      return { asin: draft.asin, slug };
    });
    return { imported, failed: [] };
  }

  async apply(batch: AppliedBatch): Promise<ApplyPricesResult> {
    this.deadlines.push(currentDeadline());
    if (this.applyFailure) throw this.applyFailure;
    const { observations } = batch;
    this.observations.push(...observations);
    this.offerless.push(...(batch.offerless ?? []));
    this.missing.push(...(batch.missing ?? []));
    const result: ApplyPricesResult = {
      laptopsUpdated: 0,
      updatedAsins: [],
      pricePointsAdded: 0,
      unknownAsins: [],
      rangeChanges: [],
    };
    for (const observation of observations) {
      const laptop = this.laptops.get(observation.asin);
      if (!laptop) {
        if (!result.unknownAsins.includes(observation.asin))
          result.unknownAsins.push(observation.asin);
        continue;
      }
      const key = `${observation.asin}|${observation.observedAt}|${observation.source}`;
      if (!this.points.has(key)) {
        this.points.add(key);
        result.pricePointsAdded++;
      }
      const at = new Date(observation.observedAt);
      if (at > laptop.lastUpdated) {
        this.updates.push({ asin: laptop.asin, previous: laptop.lastUpdated, at });
        laptop.lastUpdated = at;
        laptop.price = observation.currentPrice;
        result.laptopsUpdated++;
        result.updatedAsins.push(laptop.asin);
      }
    }
    return result;
  }

  asClient(): CatalogueClient {
    return this as unknown as CatalogueClient;
  }
}
