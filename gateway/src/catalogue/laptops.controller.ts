import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, CatalogueRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Operator } from '../auth/operator.decorator';
import { Input, Route } from '../http/route.decorator';

/** Laptops: every list answers one page (`?page=&pageSize=`), the route adds its headers. */
@Controller()
export class LaptopsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.laptopsList)
  list(@Input() { params }: RouteInput<typeof R.laptopsList>) {
    return this.rpc.relay(P.laptopsList, { includeInactive: false, ...params });
  }

  @Route(R.laptopsFeatured)
  featured(@Input() { params }: RouteInput<typeof R.laptopsFeatured>) {
    return this.rpc.relay(P.laptopsFeatured, params);
  }

  @Route(R.laptopsMatching)
  matching(@Input() { params }: RouteInput<typeof R.laptopsMatching>) {
    return this.rpc.relay(P.laptopsMatching, params);
  }

  @Route(R.laptopsGaming)
  gaming(@Input() { params }: RouteInput<typeof R.laptopsGaming>) {
    return this.rpc.relay(P.laptopsGaming, params);
  }

  @Route(R.laptopsGamingTier)
  gamingTier(@Input() { params }: RouteInput<typeof R.laptopsGamingTier>) {
    return this.rpc.relay(P.laptopsGaming, params);
  }

  @Route(R.laptopsGamingPerformance)
  gamingPerformance(@Input() { params }: RouteInput<typeof R.laptopsGamingPerformance>) {
    return this.rpc.relay(P.laptopsGaming, params);
  }

  @Route(R.laptopsByPriceRange)
  byPriceRange(@Input() { params }: RouteInput<typeof R.laptopsByPriceRange>) {
    return this.rpc.relay(P.laptopsByPriceRange, params);
  }

  @Route(R.laptopBySlug)
  bySlug(@Input() { params }: RouteInput<typeof R.laptopBySlug>) {
    return this.rpc.relay(P.laptopsGetBySlug, params);
  }

  @Route(R.laptopsBySlugs)
  bySlugs(@Input() { params }: RouteInput<typeof R.laptopsBySlugs>) {
    return this.rpc.relay(P.laptopsGetBySlugs, params);
  }

  @Route(R.priceHistory)
  priceHistory(@Input() { params }: RouteInput<typeof R.priceHistory>) {
    return this.rpc.relay(P.priceHistoryGet, params);
  }

  @Route(R.laptopBundle)
  bundle(@Input() { params }: RouteInput<typeof R.laptopBundle>) {
    return this.rpc.relay(P.laptopBundleGet, params);
  }

  /** Static segments (`featured`, `gaming`, …) win over `:filterType/:filterValue` in Fastify. */
  @Route(R.laptopsFilter)
  filtered(@Input() { params }: RouteInput<typeof R.laptopsFilter>) {
    return this.rpc.relay(P.laptopsFilter, params);
  }

  /** Every laptop in any state, for the operators' screens. */
  @Route(R.adminLaptopsList)
  adminList(@Input() { params }: RouteInput<typeof R.adminLaptopsList>) {
    return this.rpc.send(P.laptopsAdminList, params);
  }

  @Route(R.adminLaptopsAttention)
  attention() {
    return this.rpc.send(P.laptopsAttention, {});
  }

  @Route(R.adminLaptop)
  adminGet(@Input() { params }: RouteInput<typeof R.adminLaptop>) {
    return this.rpc.send(P.laptopsAdminGet, params);
  }

  @Route(R.adminLaptopUpdate)
  update(
    @Input() { params, body }: RouteInput<typeof R.adminLaptopUpdate>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.laptopsUpdate, { ...params, operator, changes: body });
  }

  @Route(R.adminLaptopPublish)
  publish(
    @Input() { params }: RouteInput<typeof R.adminLaptopPublish>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.laptopsPublish, { ...params, operator });
  }

  @Route(R.adminLaptopRetire)
  retire(
    @Input() { params }: RouteInput<typeof R.adminLaptopRetire>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.laptopsRetire, { ...params, operator });
  }

  @Route(R.adminLaptopAudit)
  audit(@Input() { params }: RouteInput<typeof R.adminLaptopAudit>) {
    return this.rpc.send(P.laptopsAudit, params);
  }

  /** `/admin/price-update`: an operator's price for one laptop, recorded with its time. */
  @Route(R.adminLaptopPrice)
  setPrice(@Input() { params, body }: RouteInput<typeof R.adminLaptopPrice>) {
    return this.rpc.send(P.laptopsSetPrice, { ...params, ...body });
  }
}
