import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns as Catalogue,
  ContentPatterns as Content,
  type BlogCategory,
  type PageMeta,
  type PayloadOf,
} from '@bli/contracts';
import { DomainError, NotFoundError } from '@bli/server-kit';
import {
  filterMeta,
  gamingMeta,
  homeMeta,
  landingMeta,
  laptopMeta,
  rangePageMeta,
} from '../meta/catalogue-pages';
import {
  authorMeta,
  blogMeta,
  blogPostMeta,
  cpuComparisonMeta,
  guideMeta,
  knowledgeHubMeta,
  useCaseMeta,
  useCasesHubMeta,
} from '../meta/content-pages';
import { filterPageFor } from '../meta/filter-pages';
import { compareMeta, searchHomeMeta, searchResultsMeta } from '../meta/search-pages';
import { SiteDataClient } from '../upstream/site-data.client';

/** Asks for what a page shows, then words its metadata; an unknown page is NOT_FOUND. */
@Injectable()
export class PageMetaService {
  constructor(private readonly site: SiteDataClient) {}

  async homepage(): Promise<PageMeta> {
    const [laptops, ranges] = await Promise.all([
      this.site.askAll(Catalogue.laptopsList, { includeInactive: false }),
      this.site.ask(Catalogue.priceRangesList, {}),
    ]);
    return homeMeta(laptops, ranges, new Date());
  }

  async priceRangeLanding(seoSlug: string): Promise<PageMeta> {
    const range = await this.site.ask(Catalogue.priceRangesGetBySeoSlug, { seoSlug });
    const laptops = await this.site.askAll(Catalogue.laptopsByPriceRange, {
      priceRangeId: range.id,
    });
    return landingMeta(range, laptops, new Date());
  }

  async priceRange(slug: string): Promise<PageMeta> {
    const range = await this.site.ask(Catalogue.priceRangesGetBySlug, { slug });
    const laptops = await this.site.askAll(Catalogue.laptopsByPriceRange, {
      priceRangeId: range.id,
    });
    return rangePageMeta(range, laptops, new Date());
  }

  /** The bare search page counts the catalogue; a results page counts what its words find. */
  async search(q: string | undefined): Promise<PageMeta> {
    const words = q?.trim();
    if (!words) {
      const all = await this.site.ask(Catalogue.search, { pageSize: 1 });
      return searchHomeMeta(all.total);
    }
    return searchResultsMeta(
      words,
      await this.site.ask(Catalogue.search, { q: words, pageSize: 1 }),
    );
  }

  async compare(laptops: string): Promise<PageMeta> {
    return compareMeta(await this.site.ask(Catalogue.laptopsCompare, { laptops }));
  }

  async gamingLaptops(): Promise<PageMeta> {
    return gamingMeta(await this.site.askAll(Catalogue.laptopsGaming, {}), new Date());
  }

  async laptop(slug: string): Promise<PageMeta> {
    return laptopMeta(await this.site.ask(Catalogue.laptopsGetBySlug, { slug }), new Date());
  }

  /** `/laptops/{slug}`: one of the six filter pages, else a use case, else no page at all. */
  async category(slug: string): Promise<PageMeta> {
    const filterPage = filterPageFor(slug);
    if (filterPage) {
      const laptops = await this.site.askAll(Catalogue.laptopsFilter, filterPage.filter);
      return filterMeta(filterPage, laptops, new Date());
    }
    const useCase = await this.site.ask(Content.useCaseGet, { slug }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new NotFoundError(`No page at /laptops/${slug}`);
      }
      throw error;
    });
    const laptops = await this.site.askAll(Catalogue.laptopsMatching, useCase.criteria);
    return useCaseMeta(useCase, laptops, new Date());
  }

  async useCases(): Promise<PageMeta> {
    return useCasesHubMeta(await this.site.ask(Content.useCasesList, {}));
  }

  async cpuComparison(): Promise<PageMeta> {
    return cpuComparisonMeta(await this.site.ask(Content.processorComparisonsList, {}), new Date());
  }

  async knowledgeHub(): Promise<PageMeta> {
    return knowledgeHubMeta(await this.site.ask(Content.knowledgeList, {}));
  }

  async blog(category?: BlogCategory): Promise<PageMeta> {
    const posts = await this.site.ask(Content.blogList, category ? { category } : {});
    return blogMeta(posts, category);
  }

  async blogPost(slug: string): Promise<PageMeta> {
    return blogPostMeta(await this.site.ask(Content.blogGet, { slug }));
  }

  async author(slug: string): Promise<PageMeta> {
    const [author, posts] = await Promise.all([
      this.site.ask(Content.authorGet, { slug }),
      this.site.ask(Content.blogList, {}),
    ]);
    return authorMeta(author, posts.filter((post) => post.author.slug === slug).length);
  }

  async guide({ section, slug }: PayloadOf<typeof Content.guideGet>): Promise<PageMeta> {
    return guideMeta(await this.site.ask(Content.guideGet, { section, slug }));
  }
}
