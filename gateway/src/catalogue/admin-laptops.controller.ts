import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NoStore } from '../http/cache-control';
import { sendPage } from '../http/paged-reply';
import { parseInput } from '../http/parse-input';
import { AdminOnly } from '../auth/admin-only.decorator';

/** Every laptop, active or not, for the operators' screens: a page at a time, by id. */
@AdminOnly()
@Controller('admin/laptops')
export class AdminLaptopsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @NoStore()
  async list(
    @Query() query: Record<string, string | undefined>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseInput(P.laptopsList.request, {
      includeInactive: true,
      page: query.page,
      pageSize: query.pageSize,
    });
    return sendPage(request, reply, await this.rpc.send(P.laptopsList, input), input);
  }
}
