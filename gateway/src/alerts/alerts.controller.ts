import { Controller } from '@nestjs/common';
import { AlertsPatterns as P, AlertsRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';

/**
 * Price alerts (issue #22), answered by the alerts service: a shopper's request, the
 * confirmation and the management of an address's alerts by the token of one of our mails,
 * one-click unsubscribe, the push key; and the operators' figures.
 */
@Controller()
export class AlertsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.create)
  create(@Input() { body }: RouteInput<typeof R.create>) {
    return this.rpc.send(P.create, body);
  }

  @Route(R.confirm)
  confirm(@Input() { body }: RouteInput<typeof R.confirm>) {
    return this.rpc.send(P.confirm, body);
  }

  @Route(R.manage)
  manage(@Input() { body }: RouteInput<typeof R.manage>) {
    return this.rpc.send(P.manage, body);
  }

  @Route(R.update)
  update(@Input() { params, body }: RouteInput<typeof R.update>) {
    return this.rpc.send(P.update, { ...body, id: params.id });
  }

  @Route(R.remove)
  remove(@Input() { params, body }: RouteInput<typeof R.remove>) {
    return this.rpc.send(P.remove, { ...body, id: params.id });
  }

  @Route(R.removeAll)
  removeAll(@Input() { body }: RouteInput<typeof R.removeAll>) {
    return this.rpc.send(P.removeAll, body);
  }

  @Route(R.unsubscribe)
  unsubscribe(@Input() { body }: RouteInput<typeof R.unsubscribe>) {
    return this.rpc.send(P.unsubscribe, body);
  }

  @Route(R.pushKey)
  pushKey() {
    return this.rpc.send(P.pushKey, {});
  }

  @Route(R.stats)
  stats() {
    return this.rpc.send(P.stats, {});
  }
}
