import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns as Catalogue,
  ContentPatterns as Content,
  MAX_LISTS_AT_ONCE,
  SITEMAP_DEADLINE_MS,
  type PublicList,
  type SitemapEntry,
  type SitemapIndex,
} from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { FILTER_PAGES } from '../meta/filter-pages';
import { SiteDataClient } from '../upstream/site-data.client';
import { buildLaptopsSitemap, buildPagesSitemap, buildSitemapIndex } from './sitemap.builder';

/**
 * The sitemap index and its sitemaps, for crawlers behind the gateway's cache. Each asks a few
 * aggregates of catalogue and content, never a whole list; its calls may use what is left of the
 * sitemap's own deadline, as an aggregate over 100,000 laptops takes longer than a page's reads.
 */
@Injectable()
export class SitemapService {
  constructor(private readonly site: SiteDataClient) {}

  async index(): Promise<SitemapIndex> {
    const [content, parts] = await Promise.all([
      this.site.ask(Content.pagesList, {}, SITEMAP_DEADLINE_MS),
      this.site.ask(Catalogue.laptopsSitemapParts, {}, SITEMAP_DEADLINE_MS),
    ]);
    return buildSitemapIndex(content, parts, new Date());
  }

  /** Every page but the laptops', each list dated by its newest price observation. */
  async pages(): Promise<SitemapEntry[]> {
    const within = SITEMAP_DEADLINE_MS;
    const [ranges, useCases, content] = await Promise.all([
      this.site.ask(Catalogue.priceRangesList, {}, within),
      this.site.ask(Content.useCasesList, {}, within),
      this.site.ask(Content.pagesList, {}, within),
    ]);
    const [all, gaming, ...rest] = await this.newest([
      { kind: 'all' },
      { kind: 'gaming' },
      ...ranges.map((range): PublicList => ({ kind: 'price-range', priceRangeId: range.id })),
      ...FILTER_PAGES.map((page): PublicList => ({ kind: 'filter-page', slug: page.slug })),
      ...useCases.map((useCase): PublicList => ({ kind: 'use-case', criteria: useCase.criteria })),
    ]);
    const byRange = rest.slice(0, ranges.length);
    const byFilterPage = rest.slice(ranges.length, ranges.length + FILTER_PAGES.length);
    const byUseCase = rest.slice(ranges.length + FILTER_PAGES.length);
    return buildPagesSitemap(
      {
        ranges,
        useCases,
        newest: {
          all,
          gaming,
          ranges: new Map(ranges.map((range, i) => [range.id, byRange[i]])),
          filterPages: new Map(FILTER_PAGES.map((page, i) => [page.slug, byFilterPage[i]])),
          useCases: new Map(useCases.map((useCase, i) => [useCase.slug, byUseCase[i]])),
        },
        content,
      },
      new Date(),
    );
  }

  /** One part of the laptops' pages; a part without laptops is not found. */
  async laptops(part: number): Promise<SitemapEntry[]> {
    const laptops = await this.site.ask(
      Catalogue.laptopsSitemapPart,
      { part },
      SITEMAP_DEADLINE_MS,
    );
    if (laptops.length === 0) throw new NotFoundError(`The laptops' sitemap has no part ${part}`);
    return buildLaptopsSitemap(laptops);
  }

  /** Each list's newest observation, in order: one catalogue query per MAX_LISTS_AT_ONCE lists. */
  private async newest(lists: PublicList[]): Promise<(string | null)[]> {
    const batches = Array.from({ length: Math.ceil(lists.length / MAX_LISTS_AT_ONCE) }, (_, i) =>
      lists.slice(i * MAX_LISTS_AT_ONCE, (i + 1) * MAX_LISTS_AT_ONCE),
    );
    const answers = await Promise.all(
      batches.map((batch) =>
        this.site.ask(Catalogue.listsNewest, { lists: batch }, SITEMAP_DEADLINE_MS),
      ),
    );
    return answers.flat();
  }
}
