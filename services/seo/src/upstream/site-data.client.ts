import { Inject, Injectable } from '@nestjs/common';
import type { AnyPattern, RequestOf, ResponseOf } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';

export const UPSTREAM_TIMEOUT_MS = Symbol('UPSTREAM_TIMEOUT_MS');

/**
 * The seo service's only source of data: it asks catalogue and content each time and keeps no
 * copy, so metadata is never older than the page it describes.
 */
@Injectable()
export class SiteDataClient {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(UPSTREAM_TIMEOUT_MS) private readonly timeoutMs: number,
  ) {}

  ask<P extends AnyPattern>(pattern: P, payload: RequestOf<P>): Promise<ResponseOf<P>> {
    return this.rpc.send(pattern, payload, { timeoutMs: this.timeoutMs });
  }
}
