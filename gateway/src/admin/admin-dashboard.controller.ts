import { Controller, Get } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { AdminOnly } from '../auth/admin-only.decorator';
import { NoStore } from '../http/cache-control';
import { SystemStatusService } from './system-status.service';

/** The admin dashboard's header ("System Status") and stat cards (docs/product-rules.md §2). */
@Controller('admin')
@AdminOnly()
export class AdminDashboardController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly systemStatus: SystemStatusService,
  ) {}

  @Get('status')
  @NoStore()
  status() {
    return this.systemStatus.status();
  }

  @Get('stats')
  @NoStore()
  stats() {
    return this.rpc.send(P.statsGet, {});
  }
}
