import { Controller, Get, Query } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** `/api/compare?laptops=a,b,…`: the laptops of a shared comparison and what was left out. */
@Controller('compare')
export class CompareController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  compare(@Query() query: Record<string, unknown>) {
    return this.rpc.send(P.laptopsCompare, parseInput(P.laptopsCompare.request, { ...query }));
  }
}
