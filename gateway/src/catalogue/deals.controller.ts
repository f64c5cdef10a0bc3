import { Controller, Get } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';

@Controller('deals')
export class DealsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  list() {
    return this.rpc.send(P.dealsList, {});
  }
}
