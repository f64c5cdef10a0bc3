import type { ObservationSource } from '@bli/contracts';
import type { CreatorsApiProvider } from './creators-api/creators-api.provider';
import type { KeepaProvider } from './keepa/keepa.provider';
import type { PriceProvider } from './price-provider';

/** The two retailer sources, by name; `auto` means the Creators API first, Keepa otherwise. */
export class ProviderRegistry {
  constructor(
    readonly creatorsApi: CreatorsApiProvider,
    readonly keepa: KeepaProvider,
  ) {}

  get(source: ObservationSource): PriceProvider {
    return source === 'keepa' ? this.keepa : this.creatorsApi;
  }

  /** The sources to try, in order, for a requested source. */
  order(requested: string): ObservationSource[] {
    if (requested === 'keepa') return ['keepa'];
    if (requested === 'creators-api') return ['creators-api'];
    return ['creators-api', 'keepa'];
  }
}
