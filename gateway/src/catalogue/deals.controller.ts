import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, CatalogueRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Operator } from '../auth/operator.decorator';
import { Input, Route } from '../http/route.decorator';

/** Deals: the shoppers' live list, and the operators' Deals screen (each change audited). */
@Controller()
export class DealsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.dealsList)
  live() {
    return this.rpc.relay(P.dealsList, {});
  }

  @Route(R.adminDealsList)
  adminList(@Input() { params }: RouteInput<typeof R.adminDealsList>) {
    return this.rpc.send(P.dealsAdminList, params);
  }

  @Route(R.adminDeal)
  adminGet(@Input() { params }: RouteInput<typeof R.adminDeal>) {
    return this.rpc.send(P.dealsAdminGet, params);
  }

  @Route(R.adminDealCreate)
  create(@Input() { body }: RouteInput<typeof R.adminDealCreate>, @Operator() operator: string) {
    return this.rpc.send(P.dealsCreate, { operator, deal: body });
  }

  @Route(R.adminDealUpdate)
  update(
    @Input() { params, body }: RouteInput<typeof R.adminDealUpdate>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.dealsUpdate, { ...params, operator, changes: body });
  }

  @Route(R.adminDealExpire)
  expire(@Input() { params }: RouteInput<typeof R.adminDealExpire>, @Operator() operator: string) {
    return this.rpc.send(P.dealsExpire, { ...params, operator });
  }

  @Route(R.adminDealAudit)
  audit(@Input() { params }: RouteInput<typeof R.adminDealAudit>) {
    return this.rpc.send(P.dealsAudit, params);
  }
}
