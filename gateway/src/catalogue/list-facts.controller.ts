import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, CatalogueRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';

/** What pages describing the whole catalogue need of it, each one catalogue query. */
@Controller()
export class ListFactsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.laptopsSummary)
  summary() {
    return this.rpc.relay(P.homeSummary, {});
  }

  @Route(R.laptopsByProcessors)
  byProcessors(@Input() { params }: RouteInput<typeof R.laptopsByProcessors>) {
    return this.rpc.relay(P.laptopsByProcessors, params);
  }
}
