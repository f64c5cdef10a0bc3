import { Inject, Injectable } from '@nestjs/common';
import type { KeepaSearchResult, KeepaTokenStatus } from '@bli/contracts';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { newMeter } from '../providers/price-provider';
import { unavailableAs503 } from '../providers/provider-errors';
import { ProviderRegistry } from '../providers/provider-registry';

/** What operators ask of Keepa directly, outside any run. */
@Injectable()
export class KeepaAdminService {
  constructor(
    private readonly catalogue: CatalogueClient,
    @Inject(ProviderRegistry) private readonly providers: ProviderRegistry,
  ) {}

  async tokens(): Promise<KeepaTokenStatus> {
    const report = await unavailableAs503(() => this.providers.keepa.tokens());
    return {
      tokensLeft: report.tokensLeft,
      refillIn: Math.ceil(report.refillInMs / 60_000),
      refillRate: report.refillRate,
    };
  }

  /** Laptops Keepa lists in a price band, each marked as in the catalogue or not. */
  async search(priceMin: number, priceMax: number): Promise<KeepaSearchResult> {
    const found = await unavailableAs503(() =>
      this.providers.keepa.search(priceMin, priceMax, newMeter()),
    );
    const known =
      found.asins.length > 0 ? await this.catalogue.knownAsins(found.asins) : new Set<string>();
    return {
      products: found.asins.map((asin) => ({ asin, inCatalogue: known.has(asin) })),
      totalResults: found.totalResults,
    };
  }
}
