import { Controller, Get, Query } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** Search over the catalogue: the results page and the search box's suggestions. */
@Controller('search')
export class SearchController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  search(@Query() query: Record<string, unknown>) {
    return this.rpc.send(P.search, parseInput(P.search.request, { ...query }));
  }

  @Get('suggest')
  @PublicCache()
  suggest(@Query() query: Record<string, unknown>) {
    return this.rpc.send(P.searchSuggest, parseInput(P.searchSuggest.request, { ...query }));
  }
}
