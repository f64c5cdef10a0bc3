import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, CatalogueRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';

/** Price ranges: the public list and pages, and the operators' list and edits. */
@Controller()
export class PriceRangesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.priceRangesList)
  list() {
    return this.rpc.relay(P.priceRangesList, {});
  }

  @Route(R.priceRangeBySeoSlug)
  bySeoSlug(@Input() { params }: RouteInput<typeof R.priceRangeBySeoSlug>) {
    return this.rpc.relay(P.priceRangesGetBySeoSlug, params);
  }

  @Route(R.priceRangeBySlug)
  bySlug(@Input() { params }: RouteInput<typeof R.priceRangeBySlug>) {
    return this.rpc.relay(P.priceRangesGetBySlug, params);
  }

  @Route(R.priceRangeCreate)
  create(@Input() { body }: RouteInput<typeof R.priceRangeCreate>) {
    return this.rpc.send(P.priceRangesCreate, body);
  }

  @Route(R.adminPriceRangesList)
  adminList() {
    return this.rpc.send(P.priceRangesList, { includeInactive: true });
  }

  /** Replaces every editable field; seo texts left out are cleared. */
  @Route(R.priceRangeReplace)
  replace(@Input() { params, body }: RouteInput<typeof R.priceRangeReplace>) {
    return this.rpc.send(P.priceRangesUpdate, { ...params, changes: body });
  }

  /** Changes only the fields given. */
  @Route(R.priceRangePatch)
  patch(@Input() { params, body }: RouteInput<typeof R.priceRangePatch>) {
    return this.rpc.send(P.priceRangesUpdate, { ...params, changes: body });
  }
}
