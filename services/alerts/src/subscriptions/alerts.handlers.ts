import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AlertsPatterns as P, type PayloadOf } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { AlertsClock } from '../alerts.clock';
import { AlertStatsService } from '../stats/alert-stats.service';
import { AlertManagementService } from './alert-management.service';
import { AlertRequestsService } from './alert-requests.service';

@Controller()
export class AlertsHandlers {
  constructor(
    private readonly requests: AlertRequestsService,
    private readonly management: AlertManagementService,
    private readonly statistics: AlertStatsService,
    private readonly clock: AlertsClock,
  ) {}

  @Handles(P.create)
  create(@Payload() command: PayloadOf<typeof P.create>) {
    return this.requests.create(command, this.clock.now());
  }

  @Handles(P.confirm)
  confirm(@Payload() { token }: PayloadOf<typeof P.confirm>) {
    return this.requests.confirm(token, this.clock.now());
  }

  @Handles(P.manage)
  manage(@Payload() { token }: PayloadOf<typeof P.manage>) {
    return this.management.manage(token, this.clock.now());
  }

  @Handles(P.update)
  update(@Payload() command: PayloadOf<typeof P.update>) {
    return this.management.update(command, this.clock.now());
  }

  @Handles(P.remove)
  remove(@Payload() { id, token }: PayloadOf<typeof P.remove>) {
    return this.management.remove(id, token, this.clock.now());
  }

  @Handles(P.removeAll)
  removeAll(@Payload() { token }: PayloadOf<typeof P.removeAll>) {
    return this.management.removeAll(token, this.clock.now());
  }

  @Handles(P.unsubscribe)
  unsubscribe(@Payload() { token }: PayloadOf<typeof P.unsubscribe>) {
    return this.management.unsubscribe(token, this.clock.now());
  }

  @Handles(P.pushKey)
  pushKey() {
    return this.requests.pushKey();
  }

  @Handles(P.stats)
  stats() {
    return this.statistics.stats(this.clock.now());
  }
}
