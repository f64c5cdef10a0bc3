import { Logger } from '@nestjs/common';
import { UpstreamUnavailableError } from '@bli/server-kit';
import { OutboundHttpError } from '../http/outbound-http';
import type { CatalogueSource } from '../providers/price-provider';
import {
  ProviderHttpError,
  ProviderUnavailableError,
  SOURCE_LABELS,
} from '../providers/provider-errors';
import type { ProviderRegistry } from '../providers/provider-registry';

const logger = new Logger('RetailerSources');

const isProviderFailure = (error: unknown): error is Error =>
  error instanceof ProviderUnavailableError ||
  error instanceof ProviderHttpError ||
  error instanceof OutboundHttpError;

/**
 * Runs `work` against Amazon's Creators API and, when it cannot answer (no credentials, the
 * account not eligible, failing), against Keepa. A failure of both is a 503 naming each; any
 * other error (Keepa's RATE_LIMITED when its tokens are used up) is passed on as it is.
 */
export async function fromFirstAvailable<T>(
  providers: ProviderRegistry,
  work: (source: CatalogueSource) => Promise<T>,
): Promise<T> {
  const sources: CatalogueSource[] = [providers.creatorsApi, providers.keepa];
  const reasons: string[] = [];
  for (const source of sources) {
    try {
      return await work(source);
    } catch (error) {
      if (!isProviderFailure(error)) throw error;
      const label = SOURCE_LABELS[source.source];
      reasons.push(error.message.startsWith(label) ? error.message : `${label}: ${error.message}`);
      if (source !== sources[sources.length - 1]) {
        logger.log(`${error.message}; ${SOURCE_LABELS.keepa} takes over`);
      }
    }
  }
  throw new UpstreamUnavailableError(reasons.join('; '));
}
