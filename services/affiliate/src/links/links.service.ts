import { Injectable } from '@nestjs/common';
import {
  CataloguePatterns,
  type AffiliateUrl,
  type PayloadOf,
  type AffiliatePatterns,
} from '@bli/contracts';
import { isPriceCurrent } from '@bli/domain';
import { RpcClient } from '@bli/server-kit';
import { ClicksRepository } from '../clicks/clicks.repository';
import { AffiliateConfig } from '../affiliate.config';
import { affiliateUrlFor } from './affiliate-url';

type LinkCommand = PayloadOf<typeof AffiliatePatterns.linkCreate>;

/**
 * A buy click: the asin must name a laptop the catalogue lists (asked over NATS each time), the
 * link is built from the asin and our tag alone, and the click is logged once.
 */
@Injectable()
export class LinksService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly clicks: ClicksRepository,
    private readonly config: AffiliateConfig,
  ) {}

  async create(command: LinkCommand, now: Date = new Date()): Promise<AffiliateUrl> {
    const laptop = await this.rpc.send(
      CataloguePatterns.laptopsGetByAsin,
      { asin: command.asin },
      { timeoutMs: this.config.AFFILIATE_UPSTREAM_TIMEOUT_MS },
    );
    const affiliateUrl = affiliateUrlFor(laptop.asin, this.config.AMAZON_ASSOCIATE_TAG);
    await this.clicks.record({
      asin: laptop.asin,
      laptopId: laptop.id,
      laptopSlug: laptop.slug,
      source: command.source,
      page: command.page ?? null,
      priceShown: isPriceCurrent(laptop.lastUpdated, now) ? laptop.currentPrice : null,
      via: command.via,
      clickedAt: now,
    });
    return { affiliateUrl };
  }
}
