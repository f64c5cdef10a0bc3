import { Controller } from '@nestjs/common';
import { SyncPatterns as P, SyncRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';
import { KEEPA_CALL_TIMEOUT_MS, syncDeadline } from './sync-deadline';

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

  /** Recent sync runs, newest first, for the admin's Recent Activity tab. */
  @Route(R.runs)
  runs(@Input() { params }: RouteInput<typeof R.runs>) {
    return this.rpc.send(P.runsList, params);
  }
}
