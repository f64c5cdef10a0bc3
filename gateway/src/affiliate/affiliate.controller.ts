import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  AffiliatePatterns as P,
  affiliateUrlRequestSchema,
  type AffiliateUrl,
  type ClickChannel,
} from '@bli/contracts';
import { isRetailerUrl } from '@bli/domain';
import { DomainError, RpcClient } from '@bli/server-kit';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { NoStore } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

type AffiliateUrlInput = z.output<typeof affiliateUrlRequestSchema>;

/** Without a `source`, a hop click is logged as coming from a plain link. */
const HOP_SOURCE = 'link';

/**
 * The buy flow (docs/product-rules.md §4 "Affiliate link open", §7): the tagged amazon.in link for a catalogue
 * laptop, and the click-logging hop that no-JavaScript links go through. Each logs one click.
 */
@Controller('affiliate')
export class AffiliateController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('url')
  @HttpCode(200)
  @NoStore()
  url(@Body() body: unknown): Promise<AffiliateUrl> {
    return this.link(parseInput(affiliateUrlRequestSchema, body), 'api');
  }

  /**
   * A plain 302 to amazon.in and nowhere else (docs/compliance.md §4): the target is built from the
   * asin and the tag alone; nothing in the request is echoed into a header.
   */
  @Get('go/:asin')
  async go(
    @Param('asin') asin: string,
    @Query() query: Record<string, string>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { source = HOP_SOURCE, page } = query;
    const input = parseInput(affiliateUrlRequestSchema, { asin, source, page });
    const { affiliateUrl } = await this.link(input, 'hop');
    await reply
      .status(302)
      .header('location', affiliateUrl)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer-when-downgrade')
      .send();
  }

  private async link(input: AffiliateUrlInput, via: ClickChannel): Promise<AffiliateUrl> {
    const result = await this.rpc.send(P.linkCreate, { ...input, via });
    // Defence in depth: whatever the service answered, only amazon.in leaves the gateway.
    if (!isRetailerUrl(result.affiliateUrl)) {
      throw new DomainError('INTERNAL', 'The affiliate link could not be built');
    }
    return { affiliateUrl: result.affiliateUrl };
  }
}
