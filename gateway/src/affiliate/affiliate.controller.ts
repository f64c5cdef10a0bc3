import { Controller, Res } from '@nestjs/common';
import {
  AffiliatePatterns as P,
  AffiliateRoutes as R,
  type AffiliateUrl,
  type AffiliateUrlRequest,
  type ClickChannel,
  type RouteInput,
} from '@bli/contracts';
import { isRetailerUrl } from '@bli/domain';
import { DomainError, RpcClient } from '@bli/server-kit';
import type { FastifyReply } from 'fastify';
import { Input, Route } from '../http/route.decorator';

/**
 * The buy flow (docs/product-rules.md §4 "Affiliate link open", §7): the tagged amazon.in link
 * for a catalogue laptop, and the click-logging hop that no-JavaScript links go through. Each
 * logs one click. And the operators' click counts.
 */
@Controller()
export class AffiliateController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.url)
  url(@Input() { body }: RouteInput<typeof R.url>): Promise<AffiliateUrl> {
    return this.link(body, 'api');
  }

  /**
   * A plain 302 to amazon.in and nowhere else (docs/compliance.md §4): the target is built from the
   * asin and the tag alone; nothing in the request is echoed into a header.
   */
  @Route(R.go)
  async go(
    @Input() { params }: RouteInput<typeof R.go>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { affiliateUrl } = await this.link(params, 'hop');
    await reply
      .status(302)
      .header('location', affiliateUrl)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer-when-downgrade')
      .send();
  }

  @Route(R.clickStats)
  clicks(@Input() { params }: RouteInput<typeof R.clickStats>) {
    return this.rpc.send(P.clickStats, params);
  }

  private async link(input: AffiliateUrlRequest, via: ClickChannel): Promise<AffiliateUrl> {
    const result = await this.rpc.send(P.linkCreate, { ...input, via });
    // Defence in depth: whatever the service answered, only amazon.in leaves the gateway.
    if (!isRetailerUrl(result.affiliateUrl)) {
      throw new DomainError('INTERNAL', 'The affiliate link could not be built');
    }
    return { affiliateUrl: result.affiliateUrl };
  }
}
