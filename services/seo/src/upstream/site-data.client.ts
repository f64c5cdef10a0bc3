import { Injectable } from '@nestjs/common';
import type { AnyPattern, RequestOf, ResponseOf } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { SeoConfig } from '../seo.config';

/**
 * The seo service's only source of data: it asks catalogue and content each time and keeps no
 * copy, so metadata is never older than the page it describes.
 */
@Injectable()
export class SiteDataClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: SeoConfig,
  ) {}

  /**
   * One call, within SEO_UPSTREAM_TIMEOUT_MS, or within `timeoutMs` for a caller that was given a
   * longer deadline (the sitemap); never past the deadline of the request being answered.
   */
  ask<P extends AnyPattern>(
    pattern: P,
    payload: RequestOf<P>,
    timeoutMs = this.config.SEO_UPSTREAM_TIMEOUT_MS,
  ): Promise<ResponseOf<P>> {
    return this.rpc.send(pattern, payload, { timeoutMs });
  }
}
