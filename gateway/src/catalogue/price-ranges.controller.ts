import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { AdminOnly } from '../auth/admin-only.decorator';
import { NoStore, PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

@Controller('price-ranges')
export class PriceRangesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  list() {
    return this.rpc.send(P.priceRangesList, {});
  }

  @Get('seo/:slug')
  @PublicCache()
  bySeoSlug(@Param('slug') seoSlug: string) {
    return this.rpc.send(
      P.priceRangesGetBySeoSlug,
      parseInput(P.priceRangesGetBySeoSlug.request, { seoSlug }),
    );
  }

  @Get(':slug')
  @PublicCache()
  bySlug(@Param('slug') slug: string) {
    return this.rpc.send(
      P.priceRangesGetBySlug,
      parseInput(P.priceRangesGetBySlug.request, { slug }),
    );
  }

  @Post()
  @AdminOnly()
  @HttpCode(201)
  @NoStore()
  create(@Body() body: unknown) {
    return this.rpc.send(P.priceRangesCreate, parseInput(P.priceRangesCreate.request, body));
  }
}
