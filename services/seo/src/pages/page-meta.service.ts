import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns as Catalogue,
  ContentPatterns as Content,
  type BlogCategory,
  type Laptop,
  type ListFacts,
  type PageMeta,
  type PayloadOf,
  type PublicList,
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
import { priceVerdictsMeta } from '../meta/static-pages';
import { SiteDataClient } from '../upstream/site-data.client';

/**
 * Asks for what a page shows, then words its metadata; an unknown page is NOT_FOUND. A page that
 * describes a whole list asks for the list's facts (one catalogue query however long the list)
 * and, where it names the top pick, the list's first laptop.
 */
@Injectable()
export class PageMetaService {
  constructor(private readonly site: SiteDataClient) {}

  /** A list's facts with the 24-hour price rule applied at the page's own `now`. */
  private facts(list: PublicList, now: Date): Promise<ListFacts> {
    return this.site.ask(Catalogue.listFacts, { list, now: now.toISOString() });
  }

  async homepage(): Promise<PageMeta> {
    const [facts, ranges] = await Promise.all([
      this.facts({ kind: 'all' }, new Date()),
      this.site.ask(Catalogue.priceRangesList, {}),
    ]);
    return homeMeta(facts, ranges);
  }

  async priceRangeLanding(seoSlug: string): Promise<PageMeta> {
    const now = new Date();
    const range = await this.site.ask(Catalogue.priceRangesGetBySeoSlug, { seoSlug });
    const [facts, top] = await Promise.all([
      this.facts({ kind: 'price-range', priceRangeId: range.id }, now),
      this.site
        .ask(Catalogue.laptopsByPriceRange, { priceRangeId: range.id, pageSize: 1 })
        .then(first),
    ]);
    return landingMeta(range, facts, top, now);
  }

  async priceRange(slug: string): Promise<PageMeta> {
    const range = await this.site.ask(Catalogue.priceRangesGetBySlug, { slug });
    return rangePageMeta(
      range,
      await this.facts({ kind: 'price-range', priceRangeId: range.id }, new Date()),
    );
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
    const now = new Date();
    return gamingMeta(await this.facts({ kind: 'gaming' }, now), now);
  }

  async laptop(slug: string): Promise<PageMeta> {
    return laptopMeta(await this.site.ask(Catalogue.laptopsGetBySlug, { slug }), new Date());
  }

  /** `/laptops/{slug}`: one of the six filter pages, else a use case, else no page at all. */
  async category(slug: string): Promise<PageMeta> {
    const now = new Date();
    const filterPage = filterPageFor(slug);
    if (filterPage) {
      const facts = await this.facts({ kind: 'filter-page', slug: filterPage.slug }, now);
      return filterMeta(filterPage, facts, now);
    }
    const useCase = await this.site.ask(Content.useCaseGet, { slug }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new NotFoundError(`No page at /laptops/${slug}`);
      }
      throw error;
    });
    const [facts, top] = await Promise.all([
      this.facts({ kind: 'use-case', criteria: useCase.criteria }, now),
      this.site.ask(Catalogue.laptopsMatching, { ...useCase.criteria, pageSize: 1 }).then(first),
    ]);
    return useCaseMeta(useCase, facts, top, now);
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

  /** A page of fixed text: nothing to ask. */
  priceVerdicts(): PageMeta {
    return priceVerdictsMeta();
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

/** The first laptop of a page of a list in rank order: the list's top pick. */
const first = (page: { items: Laptop[] }): Laptop | undefined => page.items[0];
