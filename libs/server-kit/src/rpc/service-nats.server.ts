import { healthPingPattern } from '@bli/contracts';
import { ServerNats, type NatsContext } from '@nestjs/microservices';
import type { RpcMetrics } from '../metrics/rpc-metrics';
import { AdmissionQueue, DROPPED } from './admission-queue';
import { natsConnectionOptions } from './nats-connection.options';
import type { NatsSettings } from './nats-settings';
import { deadlineFrom, isExpired, runWithDeadline } from './rpc-deadline';
import { ServiceReplySerializer } from './service-reply';

export interface ServiceNatsServerOptions {
  /** Queue group (every replica shares the service's subjects). */
  service: string;
  /** Its NATS user, which may subscribe to the service's subjects in that queue group only. */
  nats: NatsSettings;
  /** Requests worked on at once; the rest wait, and are dropped if their deadline passes. */
  maxInFlight: number;
  metrics?: RpcMetrics;
}

/**
 * A service's NATS listener: Nest's, in the service's queue group, but it does no work its
 * callers no longer wait for. A request whose deadline (`x-deadline`, set by `RpcClient`) has
 * passed is dropped unanswered, at arrival or while it waits for one of `maxInFlight` slots; the
 * health ping skips the queue, so readiness is reported at once however deep the backlog. It
 * answers in `ServiceReplySerializer`'s format, which `RpcClient` reads.
 */
export class ServiceNatsServer extends ServerNats {
  private readonly admission: AdmissionQueue;
  /** Requests holding a slot, so the end of processing frees exactly those. */
  private readonly admitted = new WeakSet<object>();
  private readonly healthSubject: string;

  constructor(private readonly settings: ServiceNatsServerOptions) {
    super({
      ...natsConnectionOptions(settings.nats),
      queue: settings.service,
      serializer: new ServiceReplySerializer(),
    });
    this.admission = new AdmissionQueue(settings.maxInFlight);
    this.healthSubject = healthPingPattern(settings.service).subject;
    // Nest hands the hook's promise back to the transport (Server.runWithProcessingHooks returns
    // it), though the hook's type says void: the message is answered when `begin` settles.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    this.setOnProcessingStartHook((_transport, context, done) =>
      this.begin(context as NatsContext, done),
    );
    this.setOnProcessingEndHook((_transport, context) => {
      if (this.admitted.delete(context as object)) this.admission.release();
    });
  }

  private begin(context: NatsContext, done: () => Promise<unknown>): Promise<unknown> {
    const subject = context.getSubject();
    const deadline = deadlineFrom(context.getHeaders());
    if (isExpired(deadline)) return Promise.resolve(this.dropped(subject));
    if (subject === this.healthSubject) return runWithDeadline(deadline, done);
    return this.admission
      .admit(deadline, () => {
        this.admitted.add(context);
        return runWithDeadline(deadline, done);
      })
      .then((result) => (result === DROPPED ? this.dropped(subject) : result));
  }

  private dropped(subject: string): undefined {
    this.settings.metrics?.record(subject, 'expired');
    return undefined;
  }
}
