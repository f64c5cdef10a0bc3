import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, CatalogueRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';

/** Finding and weighing laptops: search, its suggestions and compare. */
@Controller()
export class SearchController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.search)
  search(@Input() { params }: RouteInput<typeof R.search>) {
    return this.rpc.relay(P.search, params);
  }

  @Route(R.searchSuggest)
  suggest(@Input() { params }: RouteInput<typeof R.searchSuggest>) {
    return this.rpc.relay(P.searchSuggest, params);
  }

  /** `/api/compare?laptops=a,b,…`: the laptops of a shared comparison and what was left out. */
  @Route(R.compare)
  compare(@Input() { params }: RouteInput<typeof R.compare>) {
    return this.rpc.relay(P.laptopsCompare, params);
  }
}
