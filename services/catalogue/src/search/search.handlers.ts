import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { SearchService } from './search.service';

@Controller()
export class SearchHandlers {
  constructor(private readonly searchService: SearchService) {}

  @Handles(P.search)
  search(@Payload() request: PayloadOf<typeof P.search>) {
    return this.searchService.search(request);
  }

  @Handles(P.searchSuggest)
  suggest(@Payload() { q }: PayloadOf<typeof P.searchSuggest>) {
    return this.searchService.suggest(q);
  }
}
