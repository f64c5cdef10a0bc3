import { Controller, Get, Query } from '@nestjs/common';
import { AffiliatePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';
import { AdminOnly } from '../auth/admin-only.decorator';

/** Buy-click counts per day and per laptop, for the operators. */
@AdminOnly()
@Controller('admin/affiliate')
export class AdminClicksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('clicks')
  @NoStore()
  clicks(@Query() query: Record<string, string>) {
    return this.rpc.send(P.clickStats, parseInput(P.clickStats.request, { ...query }));
  }
}
