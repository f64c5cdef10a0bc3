import { Controller, Get, Query } from '@nestjs/common';
import { AffiliatePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** Buy-click counts per day and per laptop, for the admin (open until the admin login lands). */
@Controller('admin/affiliate')
export class AdminClicksController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('clicks')
  @NoStore()
  clicks(@Query() query: Record<string, string>) {
    return this.rpc.send(P.clickStats, parseInput(P.clickStats.request, { ...query }));
  }
}
