import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { ListFactsService } from './list-facts.service';

/** The time the 24-hour price rule applies at: the caller's, else now. */
const at = (now: string | undefined) => (now ? new Date(now) : new Date());

@Controller()
export class ListFactsHandlers {
  constructor(private readonly lists: ListFactsService) {}

  @Handles(P.listFacts)
  facts(@Payload() { list, now }: PayloadOf<typeof P.listFacts>) {
    return this.lists.facts(list, at(now));
  }

  @Handles(P.listsNewest)
  newest(@Payload() { lists }: PayloadOf<typeof P.listsNewest>) {
    return this.lists.newest(lists);
  }

  @Handles(P.homeSummary)
  homeSummary(@Payload() { now }: PayloadOf<typeof P.homeSummary>) {
    return this.lists.homeSummary(at(now));
  }

  @Handles(P.laptopsByProcessors)
  byProcessors(@Payload() { processors }: PayloadOf<typeof P.laptopsByProcessors>) {
    return this.lists.byProcessors(processors);
  }

  @Handles(P.laptopsSitemapParts)
  sitemapParts() {
    return this.lists.sitemapParts();
  }

  @Handles(P.laptopsSitemapPart)
  sitemapPart(@Payload() { part }: PayloadOf<typeof P.laptopsSitemapPart>) {
    return this.lists.sitemapPart(part);
  }
}
