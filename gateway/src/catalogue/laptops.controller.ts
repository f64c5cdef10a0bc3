import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicCache } from '../http/cache-control';
import { sendPage } from '../http/paged-reply';
import { parseInput } from '../http/parse-input';

type QueryString = Record<string, string | undefined>;

/** `?page=&pageSize=` of a list call; anything else in the query string is not paging. */
const paging = (query: QueryString) => ({ page: query.page, pageSize: query.pageSize });

/**
 * Every list is one page (`?page=&pageSize=`) with `X-Total-Count` and `Link` headers.
 * Explicit routes first; Fastify prefers static segments over `:filterType/:filterValue`.
 */
@Controller('laptops')
export class LaptopsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  async list(
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsList.request, { includeInactive: false, ...paging(query) });
    return sendPage(request, reply, await this.rpc.send(P.laptopsList, input), input);
  }

  @Get('featured')
  @PublicCache()
  async featured(
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsFeatured.request, paging(query));
    return sendPage(request, reply, await this.rpc.send(P.laptopsFeatured, input), input);
  }

  @Get('matching')
  @PublicCache()
  async matching(
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsMatching.request, { ...query });
    return sendPage(request, reply, await this.rpc.send(P.laptopsMatching, input), input);
  }

  @Get('gaming')
  @PublicCache()
  async gaming(
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsGaming.request, paging(query));
    return sendPage(request, reply, await this.rpc.send(P.laptopsGaming, input), input);
  }

  @Get('gaming/tier/:tier')
  @PublicCache()
  async gamingTier(
    @Param('tier') tier: string,
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsGaming.request, { tier, ...paging(query) });
    return sendPage(request, reply, await this.rpc.send(P.laptopsGaming, input), input);
  }

  @Get('gaming/performance/:min')
  @PublicCache()
  async gamingPerformance(
    @Param('min') min: string,
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsGaming.request, { minPerformance: min, ...paging(query) });
    return sendPage(request, reply, await this.rpc.send(P.laptopsGaming, input), input);
  }

  @Get('price-range/:rangeId')
  @PublicCache()
  async byPriceRange(
    @Param('rangeId') rangeId: string,
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsByPriceRange.request, {
      priceRangeId: rangeId,
      ...paging(query),
    });
    return sendPage(request, reply, await this.rpc.send(P.laptopsByPriceRange, input), input);
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
  async filtered(
    @Param('filterType') filterType: string,
    @Param('filterValue') filterValue: string,
    @Query() query: QueryString,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsFilter.request, {
      filterType,
      filterValue,
      ...paging(query),
    });
    return sendPage(request, reply, await this.rpc.send(P.laptopsFilter, input), input);
  }
}
