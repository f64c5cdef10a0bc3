import { Injectable } from '@nestjs/common';
import type {
  HomeSummary,
  LaptopSitemapPart,
  LaptopSitemapParts,
  LaptopsByProcessors,
  ListFacts,
  ProcessorLaptop,
  PublicList,
} from '@bli/contracts';
import { ListFactsRepository } from './list-facts.repository';
import { toHomeSummary, toListFacts, toSitemapParts } from './list-facts.mapper';
import { processorNeedle } from './processor-match.sql';
import { whereForList } from './public-list';

/**
 * What pages that describe a whole list need of it (counts, the cheapest current price, the
 * newest update, a few laptops per processor), each answered by one query of the catalogue.
 */
@Injectable()
export class ListFactsService {
  constructor(private readonly lists: ListFactsRepository) {}

  async facts(list: PublicList, now: Date): Promise<ListFacts> {
    return toListFacts(await this.lists.facts(whereForList(list), now));
  }

  newest(lists: readonly PublicList[]): Promise<(string | null)[]> {
    return this.lists.newest(lists.map(whereForList));
  }

  async homeSummary(now: Date): Promise<HomeSummary> {
    return toHomeSummary(await this.lists.homeSummary(now));
  }

  /** Each name once, in the order asked; a name without a model number has no laptops. */
  async byProcessors(processors: readonly string[]): Promise<LaptopsByProcessors> {
    const names = [...new Set(processors)];
    const needleOf = new Map(names.map((name) => [name, processorNeedle(name)]));
    const needles = [...new Set(needleOf.values())].filter((needle) => needle !== null);
    const rows = needles.length > 0 ? await this.lists.byProcessors(needles) : [];
    const found = new Map<string, ProcessorLaptop[]>();
    for (const { position, ...laptop } of rows) {
      const needle = needles[position - 1];
      found.set(needle, [...(found.get(needle) ?? []), laptop]);
    }
    return names.map((processor) => ({
      processor,
      laptops: found.get(needleOf.get(processor) ?? '') ?? [],
    }));
  }

  async sitemapParts(): Promise<LaptopSitemapParts> {
    return toSitemapParts(await this.lists.sitemapParts());
  }

  sitemapPart(part: number): Promise<LaptopSitemapPart> {
    return this.lists.sitemapPart(part);
  }
}
