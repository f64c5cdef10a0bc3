import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { SyncPatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';
import { KEEPA_CALL_TIMEOUT_MS, syncDeadline } from './sync-deadline';
import { AdminOnly } from '../auth/admin-only.decorator';

/** Spec §7 price-history calls under `/api/keepa` (operators only). */
@AdminOnly()
@Controller('keepa')
export class KeepaController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('tokens')
  @NoStore()
  tokens() {
    return this.rpc.send(P.keepaTokens, {}, { timeoutMs: KEEPA_CALL_TIMEOUT_MS });
  }

  @Get('search')
  @NoStore()
  search(@Query() query: Record<string, string>) {
    return this.rpc.send(P.keepaSearch, parseInput(P.keepaSearch.request, { ...query }), {
      timeoutMs: KEEPA_CALL_TIMEOUT_MS,
    });
  }

  @Post('sync')
  @HttpCode(200)
  @NoStore()
  sync(@Body() body: unknown) {
    const input = parseInput(P.keepaSync.request, body);
    return this.rpc.send(P.keepaSync, input, { timeoutMs: syncDeadline(input.waitMs) });
  }
}
