import { Controller, Get, Param, Query } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** Explicit routes first; Fastify prefers static segments over `:filterType/:filterValue`. */
@Controller('laptops')
export class LaptopsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  list() {
    return this.rpc.send(P.laptopsList, { includeInactive: false });
  }

  @Get('featured')
  @PublicCache()
  featured() {
    return this.rpc.send(P.laptopsFeatured, {});
  }

  @Get('matching')
  @PublicCache()
  matching(@Query() query: Record<string, string>) {
    return this.rpc.send(P.laptopsMatching, parseInput(P.laptopsMatching.request, { ...query }));
  }

  @Get('gaming')
  @PublicCache()
  gaming() {
    return this.rpc.send(P.laptopsGaming, {});
  }

  @Get('gaming/tier/:tier')
  @PublicCache()
  gamingTier(@Param('tier') tier: string) {
    return this.rpc.send(P.laptopsGaming, parseInput(P.laptopsGaming.request, { tier }));
  }

  @Get('gaming/performance/:min')
  @PublicCache()
  gamingPerformance(@Param('min') min: string) {
    return this.rpc.send(
      P.laptopsGaming,
      parseInput(P.laptopsGaming.request, { minPerformance: min }),
    );
  }

  @Get('price-range/:rangeId')
  @PublicCache()
  byPriceRange(@Param('rangeId') rangeId: string) {
    return this.rpc.send(
      P.laptopsByPriceRange,
      parseInput(P.laptopsByPriceRange.request, { priceRangeId: rangeId }),
    );
  }

  @Get('slug/:slug')
  @PublicCache()
  bySlug(@Param('slug') slug: string) {
    return this.rpc.send(P.laptopsGetBySlug, parseInput(P.laptopsGetBySlug.request, { slug }));
  }

  @Get('slug/:slug/price-history')
  @PublicCache()
  priceHistory(@Param('slug') slug: string) {
    return this.rpc.send(P.priceHistoryGet, parseInput(P.priceHistoryGet.request, { slug }));
  }

  @Get(':filterType/:filterValue')
  @PublicCache()
  filtered(@Param('filterType') filterType: string, @Param('filterValue') filterValue: string) {
    return this.rpc.send(
      P.laptopsFilter,
      parseInput(P.laptopsFilter.request, { filterType, filterValue }),
    );
  }
}
