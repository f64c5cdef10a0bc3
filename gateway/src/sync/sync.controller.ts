import { Controller } from '@nestjs/common';
import { SyncPatterns as P, SyncRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Operator } from '../auth/operator.decorator';
import { Input, Route } from '../http/route.decorator';
import { IMPORT_CATALOGUE_MARGIN_MS, KEEPA_CALL_TIMEOUT_MS, syncDeadline } from './sync-deadline';

/** Price refreshes, Keepa's calls and the runs log (operators only). */
@Controller()
export class SyncController {
  constructor(private readonly rpc: RpcClient) {}

  /** Refresh one price range. */
  @Route(R.priceRangeSync)
  priceRangeSync(@Input() { body }: RouteInput<typeof R.priceRangeSync>) {
    return this.rpc.send(P.priceRangeSync, body, { timeoutMs: syncDeadline(body.waitMs) });
  }

  @Route(R.keepaTokens)
  keepaTokens() {
    return this.rpc.send(P.keepaTokens, {}, { timeoutMs: KEEPA_CALL_TIMEOUT_MS });
  }

  @Route(R.keepaSearch)
  keepaSearch(@Input() { params }: RouteInput<typeof R.keepaSearch>) {
    return this.rpc.send(P.keepaSearch, params, { timeoutMs: KEEPA_CALL_TIMEOUT_MS });
  }

  @Route(R.keepaSync)
  keepaSync(@Input() { body }: RouteInput<typeof R.keepaSync>) {
    return this.rpc.send(P.keepaSync, body, { timeoutMs: syncDeadline(body.waitMs) });
  }

  /** Laptops at the retailer for an operator to import. */
  @Route(R.retailerSearch)
  retailerSearch(@Input() { params }: RouteInput<typeof R.retailerSearch>) {
    return this.rpc.send(P.retailerSearch, params, { timeoutMs: KEEPA_CALL_TIMEOUT_MS });
  }

  /** New laptops from the retailer, as drafts. */
  @Route(R.laptopsImport)
  laptopsImport(
    @Input() { body }: RouteInput<typeof R.laptopsImport>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(
      P.laptopsImport,
      { ...body, operator },
      { timeoutMs: KEEPA_CALL_TIMEOUT_MS + IMPORT_CATALOGUE_MARGIN_MS },
    );
  }

  /** Recent sync runs, newest first, for the admin's Recent Activity tab. */
  @Route(R.runs)
  runs(@Input() { params }: RouteInput<typeof R.runs>) {
    return this.rpc.send(P.runsList, params);
  }
}
