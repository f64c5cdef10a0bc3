import type { AnyPattern, RequestOf, ResponseOf } from '@bli/contracts';
import { rpcErrorSchema } from '@bli/contracts';
import {
  connect,
  headers as natsHeaders,
  NoRespondersError,
  PermissionViolationError,
  TimeoutError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { DomainError, UpstreamUnavailableError } from '../errors/domain-error';
import { CORRELATION_HEADER, currentCorrelationId } from '../logging/correlation';
import { responseProblems } from './contract-checks';
import { natsConnectionOptions } from './nats-connection.options';
import type { NatsSettings } from './nats-settings';
import { PendingCalls, type PendingCall } from './pending-calls';
import { RelayedReply } from './relayed-reply';
import { RequestMux } from './request-mux';
import { currentDeadline, DEADLINE_HEADER } from './rpc-deadline';
import { decodeReply, parseReply, type DecodedReply } from './service-reply';

/** How long a call waits for a reconnect in progress before failing (still a fast 503). */
const RECONNECT_HOLD_MS = 50;
/** After a reconnect, how long "no responders" may mean "not resubscribed yet". */
const RESUBSCRIBE_GRACE_MS = 1_000;
const RESUBSCRIBE_RETRY_MS = 20;

function isNoResponders(error: unknown): boolean {
  return error instanceof NoRespondersError;
}

export interface RpcClientOptions {
  /**
   * Check every reply against its pattern's response schema (a reply that strays is a 500
   * naming the fields). Default: outside production, as `RpcContractChecks` decides for handlers.
   */
  checkResponses?: boolean;
}

export interface SendOptions {
  /** Deadline for this call; defaults to the client's. */
  timeoutMs?: number;
}

type OkReply = Extract<DecodedReply, { kind: 'ok' }>;

/** `catalogue` of `catalogue.laptops.featured`. */
function serviceOf(pattern: AnyPattern): string {
  return pattern.subject.split('.')[0] ?? pattern.subject;
}

/**
 * Typed request/reply over NATS, the services answering as `ServiceReplySerializer` writes.
 * Unlike Nest's ClientProxy it fails at once when nobody listens (NATS "no responders") and
 * always has a deadline, which travels with the request (`x-deadline`) so the service can drop
 * it once the caller has given up; a caller turns a missing service into a fast 503 instead of
 * a hang, and the calls a service held when it died fail as soon as a later call finds it gone
 * (`PendingCalls`).
 */
export class RpcClient {
  /** False while the connection to NATS is lost (nats.js reconnects in the background). */
  private connected = true;
  /** When the connection last came back (0: never lost). */
  private reconnectedAt = 0;
  private whenReconnected: Promise<void> = Promise.resolve();
  private markReconnected: () => void = () => undefined;
  private readonly pending = new PendingCalls();
  private readonly mux: RequestMux;

  private constructor(
    private readonly connection: NatsConnection,
    /** This process's NATS identity (its user, inbox prefix and listening queue group). */
    private readonly identity: { name: string; inboxPrefix: string },
    private readonly defaultTimeoutMs: number,
    private readonly checkResponses: boolean,
  ) {
    this.mux = new RequestMux(connection, identity.inboxPrefix);
    void this.watchConnection();
  }

  /**
   * While NATS is away a request would wait out its whole deadline in nats.js's buffer; the
   * fault run found every call then took 2 s to fail. Knowing the state lets it fail at once.
   * The server's refusals (permissions) arrive here too.
   */
  private async watchConnection(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'error') {
        this.mux.refused(status.error);
      } else if (status.type === 'disconnect' && this.connected) {
        this.connected = false;
        this.whenReconnected = new Promise((resolve) => (this.markReconnected = resolve));
      } else if (status.type === 'reconnect') {
        this.connected = true;
        this.reconnectedAt = Date.now();
        this.markReconnected();
      }
    }
  }

  static async connect(
    nats: NatsSettings,
    defaultTimeoutMs: number,
    options: RpcClientOptions = {},
  ): Promise<RpcClient> {
    const connectionOptions = natsConnectionOptions(nats);
    const connection = await connect(connectionOptions);
    const checkResponses = options.checkResponses ?? process.env.NODE_ENV !== 'production';
    return new RpcClient(connection, connectionOptions, defaultTimeoutMs, checkResponses);
  }

  /** The service's answer to `pattern`, parsed. */
  async send<P extends AnyPattern>(
    pattern: P,
    payload: RequestOf<P>,
    options: SendOptions = {},
  ): Promise<ResponseOf<P>> {
    const response = parseReply(await this.exchange(pattern, payload, options));
    if (this.checkResponses) this.check(pattern, response);
    // Checked above outside production; the handler's typed decorator vouches for it inside.
    return response as ResponseOf<P>;
  }

  /**
   * The service's answer to `pattern` as the bytes it sent, for a caller that passes it on as it
   * is (the gateway to the browser): no parse here, no serialising there. Outside production it
   * is still parsed once, to check it against the pattern's contract.
   */
  async relay<P extends AnyPattern>(
    pattern: P,
    payload: RequestOf<P>,
    options: SendOptions = {},
  ): Promise<RelayedReply> {
    const reply = await this.exchange(pattern, payload, options);
    if (this.checkResponses) this.check(pattern, parseReply(reply));
    return new RelayedReply(reply.json, reply.page);
  }

  /** Outside production: a reply that strays from its pattern's contract is a 500. */
  private check(pattern: AnyPattern, response: unknown): void {
    const problems = responseProblems(pattern, response);
    if (problems) {
      throw new DomainError(
        'INTERNAL',
        `The ${serviceOf(pattern)} service answered ${pattern.subject} outside its contract: ${problems}`,
      );
    }
  }

  /** One request and its successful reply; a failure, local or the service's, is thrown. */
  private async exchange(
    pattern: AnyPattern,
    payload: unknown,
    options: SendOptions,
  ): Promise<OkReply> {
    const service = serviceOf(pattern);
    const deadline = this.deadlineOf(service, options.timeoutMs);
    await this.awaitConnection(service);
    const headers = natsHeaders();
    headers.set(CORRELATION_HEADER, currentCorrelationId() ?? randomUUID());
    headers.set(DEADLINE_HEADER, String(deadline));
    const packet = JSON.stringify({ pattern: pattern.subject, data: payload, id: randomUUID() });
    const call = this.pending.begin(service);
    let reply: DecodedReply;
    try {
      const answer = this.request(pattern.subject, packet, headers, deadline, call);
      reply = decodeReply(await Promise.race([answer, call.gone]));
    } catch (error) {
      if (isNoResponders(error)) this.pending.responderGone(call);
      throw this.transportFailure(service, error);
    } finally {
      this.pending.end(call);
    }
    if (reply.kind === 'error') throw this.remoteFailure(reply.err);
    return reply;
  }

  /**
   * This call's own deadline, or what is left of the request being handled when that is sooner:
   * asking further on behalf of a caller who has gone is wasted work.
   */
  private deadlineOf(service: string, timeoutMs = this.defaultTimeoutMs): number {
    const now = Date.now();
    const deadline = Math.min(now + timeoutMs, currentDeadline() ?? Number.POSITIVE_INFINITY);
    if (deadline <= now) {
      throw new UpstreamUnavailableError(
        `The ${service} service was not asked: the request's deadline has passed`,
      );
    }
    return deadline;
  }

  /** Rides out a reconnect that is about to complete; otherwise fails at once. */
  private async awaitConnection(service: string): Promise<void> {
    if (this.connected) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.whenReconnected,
      new Promise((resolve) => (timer = setTimeout(resolve, RECONNECT_HOLD_MS))),
    ]);
    clearTimeout(timer);
    if (!this.connected) {
      throw new UpstreamUnavailableError(
        `The ${service} service cannot be reached (NATS is reconnecting)`,
      );
    }
  }

  /**
   * One request within the deadline. Right after a reconnect the services may not have
   * resubscribed yet (each client reconnects on its own schedule), so "no responders" then is
   * asked again shortly instead of reported; a request nobody received is safe to repeat.
   */
  private async request(
    subject: string,
    packet: string,
    headers: MsgHdrs,
    deadline: number,
    call: PendingCall,
  ): Promise<Msg> {
    for (;;) {
      this.pending.republished(call);
      try {
        return await this.mux.request(subject, packet, headers, Math.max(1, deadline - Date.now()));
      } catch (error) {
        const now = Date.now();
        const resubscribing =
          isNoResponders(error) &&
          now - this.reconnectedAt < RESUBSCRIBE_GRACE_MS &&
          now + RESUBSCRIBE_RETRY_MS < deadline;
        if (!resubscribing) throw error;
        await new Promise((resolve) => setTimeout(resolve, RESUBSCRIBE_RETRY_MS));
      }
    }
  }

  /**
   * Calls `heard` for each message published on `subject` that this replica gets: one replica of
   * this process each, in the queue group named after it, as an event stream's `listeners` are
   * permitted (libs/contracts bus). At most once: a message published while NATS is away is not
   * heard. Ends when the client closes.
   */
  listen(subject: string, heard: () => void): void {
    this.connection.subscribe(subject, {
      queue: this.identity.name,
      callback: (error) => {
        if (!error) heard();
      },
    });
  }

  /** Round trip to the NATS server, for readiness checks. */
  async ping(): Promise<void> {
    if (this.connection.isClosed()) throw new Error('NATS connection closed');
    await this.connection.flush();
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }

  /** Nest calls this on shutdown when the client is a provider. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  private transportFailure(service: string, error: unknown): DomainError {
    if (error instanceof DomainError) return error;
    // The server refused the subject to this process's NATS user: the bus access table
    // (libs/contracts/src/bus) does not list the call. A fault of ours, not of the service.
    if (error instanceof PermissionViolationError) {
      return new DomainError(
        'INTERNAL',
        `Not permitted to ask the ${service} service: ${error.message}`,
      );
    }
    if (isNoResponders(error)) {
      return new UpstreamUnavailableError(`The ${service} service is not running`);
    }
    if (error instanceof TimeoutError) {
      return new UpstreamUnavailableError(`The ${service} service did not answer in time`);
    }
    return new UpstreamUnavailableError(`The ${service} service cannot be reached`);
  }

  private remoteFailure(err: unknown): DomainError {
    const parsed = rpcErrorSchema.safeParse(err);
    return parsed.success
      ? new DomainError(parsed.data.code, parsed.data.message, parsed.data.details)
      : new DomainError('INTERNAL', 'Internal error');
  }
}
