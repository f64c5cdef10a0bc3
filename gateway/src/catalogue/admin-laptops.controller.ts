import { Controller, Get } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { NoStore } from '../http/cache-control';
import { AdminOnly } from '../auth/admin-only.decorator';

/** Every laptop, active or not, for the operators' screens. */
@AdminOnly()
@Controller('admin/laptops')
export class AdminLaptopsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @NoStore()
  list() {
    return this.rpc.send(P.laptopsList, { includeInactive: true });
  }
}
