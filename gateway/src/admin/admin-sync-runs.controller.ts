import { Controller, Get, Query } from '@nestjs/common';
import { SyncPatterns as P, syncRunsQuerySchema } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { AdminOnly } from '../auth/admin-only.decorator';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** Recent sync runs, newest first, for the admin's Recent Activity tab. */
@Controller('admin/sync')
@AdminOnly()
export class AdminSyncRunsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('runs')
  @NoStore()
  runs(@Query() query: Record<string, string>) {
    return this.rpc.send(P.runsList, parseInput(syncRunsQuerySchema, { ...query }));
  }
}
