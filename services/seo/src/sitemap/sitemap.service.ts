import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns as Catalogue,
  ContentPatterns as Content,
  type SitemapEntry,
} from '@bli/contracts';
import { FILTER_PAGES } from '../meta/filter-pages';
import { SiteDataClient } from '../upstream/site-data.client';
import { buildSitemap } from './sitemap.builder';

@Injectable()
export class SitemapService {
  constructor(private readonly site: SiteDataClient) {}

  /** Asks for every list a public page shows (in parallel), then builds the URL list. */
  async entries(): Promise<SitemapEntry[]> {
    const [laptops, ranges, gaming, filtered, useCases, content] = await Promise.all([
      this.site.askAll(Catalogue.laptopsList, { includeInactive: false }),
      this.site.ask(Catalogue.priceRangesList, {}),
      this.site.askAll(Catalogue.laptopsGaming, {}),
      Promise.all(
        FILTER_PAGES.map(
          async (page) =>
            [page.slug, await this.site.askAll(Catalogue.laptopsFilter, page.filter)] as const,
        ),
      ),
      this.site.ask(Content.useCasesList, {}).then((list) =>
        Promise.all(
          list.map(async (useCase) => ({
            useCase,
            laptops: await this.site.askAll(Catalogue.laptopsMatching, useCase.criteria),
          })),
        ),
      ),
      this.site.ask(Content.pagesList, {}),
    ]);
    return buildSitemap(
      { laptops, ranges, gaming, filtered: new Map(filtered), useCases, content },
      new Date(),
    );
  }
}
