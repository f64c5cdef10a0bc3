import { Injectable } from '@nestjs/common';
import { CataloguePatterns, type Availability } from '@bli/contracts';
import { shortName } from '@bli/domain';
import { DomainError, NotFoundError, RpcClient } from '@bli/server-kit';
import { AlertsConfig } from '../alerts.config';

/** A laptop as an alert is set on it: who it is, and its price and stock now. */
export interface WatchedLaptop {
  asin: string;
  slug: string;
  name: string;
  price: number;
  availability: Availability | null;
}

/** The catalogue, asked over NATS for the laptop an alert is about. */
@Injectable()
export class CatalogueLaptops {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: AlertsConfig,
  ) {}

  /** The laptop on sale under `slug`; a 404 naming `laptop` for a draft, retired or unknown one. */
  async onSale(slug: string): Promise<WatchedLaptop> {
    try {
      const laptop = await this.rpc.send(
        CataloguePatterns.laptopsGetBySlug,
        { slug },
        { timeoutMs: this.config.ALERTS_UPSTREAM_TIMEOUT_MS },
      );
      if (laptop.status !== 'active') throw unknownLaptop(slug);
      return {
        asin: laptop.asin,
        slug: laptop.slug,
        name: shortName(laptop),
        price: laptop.currentPrice,
        availability: laptop.availability,
      };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') throw unknownLaptop(slug);
      throw error;
    }
  }
}

function unknownLaptop(slug: string): NotFoundError {
  return new NotFoundError(`laptop: no laptop on sale is called "${slug}"`);
}
