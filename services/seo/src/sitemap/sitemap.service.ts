import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns as Catalogue,
  ContentPatterns as Content,
  SITEMAP_DEADLINE_MS,
  type SitemapEntry,
} from '@bli/contracts';
import { FILTER_PAGES } from '../meta/filter-pages';
import { SiteDataClient } from '../upstream/site-data.client';
import { buildSitemap } from './sitemap.builder';

@Injectable()
export class SitemapService {
  constructor(private readonly site: SiteDataClient) {}

  /**
   * Asks for every list a public page shows (in parallel, about twenty calls), then builds the
   * URL list. Each call may use what is left of the sitemap's own deadline: a crawler's request,
   * cached by the gateway, that on a busy catalogue takes longer than one page's reads.
   */
  async entries(): Promise<SitemapEntry[]> {
    const within = SITEMAP_DEADLINE_MS;
    const [laptops, ranges, gaming, filtered, useCases, content] = await Promise.all([
      this.site.askAll(Catalogue.laptopsList, { includeInactive: false }, within),
      this.site.ask(Catalogue.priceRangesList, {}, within),
      this.site.askAll(Catalogue.laptopsGaming, {}, within),
      Promise.all(
        FILTER_PAGES.map(
          async (page) =>
            [
              page.slug,
              await this.site.askAll(Catalogue.laptopsFilter, page.filter, within),
            ] as const,
        ),
      ),
      this.site.ask(Content.useCasesList, {}, within).then((list) =>
        Promise.all(
          list.map(async (useCase) => ({
            useCase,
            laptops: await this.site.askAll(Catalogue.laptopsMatching, useCase.criteria, within),
          })),
        ),
      ),
      this.site.ask(Content.pagesList, {}, within),
    ]);
    return buildSitemap(
      { laptops, ranges, gaming, filtered: new Map(filtered), useCases, content },
      new Date(),
    );
  }
}
