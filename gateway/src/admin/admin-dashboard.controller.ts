import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, CatalogueRoutes, GatewayRoutes } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Route } from '../http/route.decorator';
import { SystemStatusService } from './system-status.service';

/** The admin dashboard's header ("System Status") and stat cards (docs/product-rules.md §2). */
@Controller()
export class AdminDashboardController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly systemStatus: SystemStatusService,
  ) {}

  @Route(GatewayRoutes.systemStatus)
  status() {
    return this.systemStatus.status();
  }

  @Route(CatalogueRoutes.adminStats)
  stats() {
    return this.rpc.send(P.statsGet, {});
  }
}
