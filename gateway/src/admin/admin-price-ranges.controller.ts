import { Body, Controller, Get, Param, Patch, Put } from '@nestjs/common';
import {
  CataloguePatterns as P,
  idSchema,
  patchPriceRangeSchema,
  replacePriceRangeSchema,
} from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { z } from 'zod';
import { AdminOnly } from '../auth/admin-only.decorator';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

const idParamSchema = z.object({ id: idSchema });

/** The operators' side of price ranges: every range, and edits (spec §2 "Price Ranges" tab). */
@Controller()
@AdminOnly()
export class AdminPriceRangesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('admin/price-ranges')
  @NoStore()
  list() {
    return this.rpc.send(P.priceRangesList, { includeInactive: true });
  }

  /** Replaces every editable field; seo texts left out are cleared. */
  @Put('price-ranges/:id')
  @NoStore()
  replace(@Param('id') id: string, @Body() body: unknown) {
    return this.rpc.send(P.priceRangesUpdate, {
      ...parseInput(idParamSchema, { id }),
      changes: parseInput(replacePriceRangeSchema, body),
    });
  }

  /** Changes only the fields given. */
  @Patch('price-ranges/:id')
  @NoStore()
  patch(@Param('id') id: string, @Body() body: unknown) {
    return this.rpc.send(P.priceRangesUpdate, {
      ...parseInput(idParamSchema, { id }),
      changes: parseInput(patchPriceRangeSchema, body),
    });
  }
}
