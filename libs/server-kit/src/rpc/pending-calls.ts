import { UpstreamUnavailableError } from '../errors/domain-error';

/** One call waiting for a service's answer. */
export interface PendingCall {
  readonly service: string;
  /** Publish order on this connection: NATS delivers one connection's messages in order. */
  seq: number;
  /** Rejects when the service is known to have died with this call inside it. */
  readonly gone: Promise<never>;
  fail(error: Error): void;
}

/**
 * The calls each service has not answered yet, so that a sign the service died fails them at once.
 * NATS tells nobody that a responder went away (`kill -9`, a lost pod): a call it had received
 * would wait out its whole deadline. But a later call that finds nobody listening ("no
 * responders") proves that every call published before it went to a responder that is gone, as
 * the server delivers one connection's messages in order. Calls published after it are left
 * alone: a new replica may have taken them.
 *
 * A single replica draining on SIGTERM also stops listening before it answers what it holds, so
 * its last calls fail fast too instead of being answered; writes are safe to repeat (each carries
 * its request id), and with two or more replicas no caller sees "no responders" at all.
 */
export class PendingCalls {
  private published = 0;
  private readonly byService = new Map<string, Set<PendingCall>>();

  begin(service: string): PendingCall {
    let fail: (error: Error) => void = () => undefined;
    const gone = new Promise<never>((_, reject) => (fail = reject));
    const call: PendingCall = { service, seq: 0, gone, fail };
    this.republished(call);
    let calls = this.byService.get(service);
    if (!calls) this.byService.set(service, (calls = new Set()));
    calls.add(call);
    return call;
  }

  /** Call this just before each publish of the call (a retry is published again). */
  republished(call: PendingCall): void {
    call.seq = ++this.published;
  }

  end(call: PendingCall): void {
    this.byService.get(call.service)?.delete(call);
  }

  /** `call` found nobody listening: fail the calls to its service published before it. */
  responderGone(call: PendingCall): void {
    for (const other of this.byService.get(call.service) ?? []) {
      if (other.seq >= call.seq) continue;
      this.end(other);
      other.fail(
        new UpstreamUnavailableError(`The ${call.service} service stopped before answering`),
      );
    }
  }
}
