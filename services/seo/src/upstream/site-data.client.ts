import { Injectable } from '@nestjs/common';
import { pageCount } from '@bli/domain';
import {
  PAGE_SIZE_MAX,
  type AnyPattern,
  type Page,
  type RequestOf,
  type ResponseOf,
} from '@bli/contracts';
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

  /**
   * Every item of a paged list, in its order: the first page says how many there are, the
   * others are asked at once. For pages that describe a whole list (counts, cheapest price).
   */
  async askAll<P extends AnyPattern & { response: { _output: Page<unknown> } }>(
    pattern: P,
    payload: Omit<RequestOf<P>, 'page' | 'pageSize'>,
    timeoutMs?: number,
  ): Promise<ResponseOf<P>['items']> {
    const pageOf = (page: number): Promise<ResponseOf<P>> =>
      this.ask(pattern, { ...payload, page, pageSize: PAGE_SIZE_MAX } as RequestOf<P>, timeoutMs);
    const first = await pageOf(1);
    const rest = await Promise.all(
      Array.from({ length: pageCount(first.total, PAGE_SIZE_MAX) - 1 }, (_, i) => pageOf(i + 2)),
    );
    return [first, ...rest].flatMap((page) => page.items);
  }
}
