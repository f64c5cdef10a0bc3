import { Inject, Injectable } from '@nestjs/common';
import type { PayloadOf, RetailerSearchResult, SyncPatterns } from '@bli/contracts';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { newMeter } from '../providers/price-provider';
import { ProviderRegistry } from '../providers/provider-registry';
import { fromFirstAvailable } from './retailer-sources';

/** Laptops at the retailer for operators to import, each marked when catalogue has it. */
@Injectable()
export class RetailerSearchService {
  constructor(
    private readonly catalogue: CatalogueClient,
    @Inject(ProviderRegistry) private readonly providers: ProviderRegistry,
  ) {}

  async search(
    query: PayloadOf<typeof SyncPatterns.retailerSearch>,
  ): Promise<RetailerSearchResult> {
    const request = {
      keywords: query.q,
      page: query.page,
      ...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
      ...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
    };
    const found = await fromFirstAvailable(this.providers, (source) =>
      source.searchLaptops(request, newMeter()),
    );
    const asins = found.products.map((product) => product.asin);
    const known =
      asins.length > 0
        ? new Map((await this.catalogue.findByAsins(asins)).map((l) => [l.asin, l.slug]))
        : new Map<string, string>();
    return {
      products: found.products.map((product) => {
        const slug = known.get(product.asin);
        return {
          ...product,
          inCatalogue: slug !== undefined,
          ...(slug !== undefined ? { laptopSlug: slug } : {}),
        };
      }),
      source: found.source,
      page: query.page,
      hasMore: found.hasMore,
    };
  }
}
