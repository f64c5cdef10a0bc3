import { Body, Controller, Param, Put } from '@nestjs/common';
import { asinSchema, CataloguePatterns as P, manualPriceSchema } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { z } from 'zod';
import { AdminOnly } from '../auth/admin-only.decorator';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

const asinParamSchema = z.object({ asin: asinSchema });

/** `/admin/price-update`: an operator's price for one laptop, recorded with its time. */
@Controller('admin/laptops')
@AdminOnly()
export class AdminLaptopPriceController {
  constructor(private readonly rpc: RpcClient) {}

  @Put(':asin/price')
  @NoStore()
  setPrice(@Param('asin') asin: string, @Body() body: unknown) {
    return this.rpc.send(P.laptopsSetPrice, {
      ...parseInput(asinParamSchema, { asin }),
      ...parseInput(manualPriceSchema, body),
    });
  }
}
