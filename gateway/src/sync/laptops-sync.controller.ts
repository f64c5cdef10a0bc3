import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SyncPatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';
import { syncDeadline } from './sync-deadline';
import { AdminOnly } from '../auth/admin-only.decorator';

/** Spec §7 `POST /api/laptops/sync`: refresh one price range (operators only). */
@AdminOnly()
@Controller('laptops')
export class LaptopsSyncController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('sync')
  @HttpCode(200)
  @NoStore()
  sync(@Body() body: unknown) {
    const input = parseInput(P.priceRangeSync.request, body);
    return this.rpc.send(P.priceRangeSync, input, { timeoutMs: syncDeadline(input.waitMs) });
  }
}
