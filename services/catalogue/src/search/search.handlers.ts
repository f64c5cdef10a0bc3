import { Controller, UseInterceptors } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CataloguePatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles, RequestContextInterceptor } from '@bli/server-kit';
import { SearchService } from './search.service';

@Controller()
@UseInterceptors(RequestContextInterceptor)
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
