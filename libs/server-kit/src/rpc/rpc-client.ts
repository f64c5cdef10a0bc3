import type { AnyPattern, RequestOf, ResponseOf } from '@bli/contracts';
import { rpcErrorSchema } from '@bli/contracts';
import {
  connect,
  headers as natsHeaders,
  RequestError,
  TimeoutError,
  type NatsConnection,
} from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { DomainError, UpstreamUnavailableError } from '../errors/domain-error';
import { CORRELATION_HEADER, currentCorrelationId } from '../logging/correlation';
import { natsConnectionOptions } from './nats-connection.options';

export interface SendOptions {
  /** Deadline for this call; defaults to the client's. */
  timeoutMs?: number;
}

interface NestReply {
  response?: unknown;
  err?: unknown;
}

/**
 * Typed request/reply over NATS in Nest's wire format. Unlike Nest's ClientProxy it fails at
 * once when nobody listens (NATS "no responders") and always has a deadline, so a caller
 * turns a missing service into a fast 503 instead of a hang.
 */
export class RpcClient {
  /** False while the connection to NATS is lost (nats.js reconnects in the background). */
  private connected = true;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly defaultTimeoutMs: number,
  ) {
    void this.watchConnection();
  }

  /**
   * While NATS is away a request would wait out its whole deadline in nats.js's buffer; the
   * fault run found every call then took 2 s to fail. Knowing the state lets it fail at once.
   */
  private async watchConnection(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect') this.connected = false;
      else if (status.type === 'reconnect') this.connected = true;
    }
  }

  static async connect(url: string, name: string, defaultTimeoutMs: number): Promise<RpcClient> {
    const connection = await connect(natsConnectionOptions(url, name));
    return new RpcClient(connection, defaultTimeoutMs);
  }

  async send<P extends AnyPattern>(
    pattern: P,
    payload: RequestOf<P>,
    options: SendOptions = {},
  ): Promise<ResponseOf<P>> {
    if (!this.connected) {
      throw new UpstreamUnavailableError(
        `The ${pattern.subject.split('.')[0]} service cannot be reached (NATS is reconnecting)`,
      );
    }
    const headers = natsHeaders();
    headers.set(CORRELATION_HEADER, currentCorrelationId() ?? randomUUID());
    const packet = JSON.stringify({ pattern: pattern.subject, data: payload, id: randomUUID() });
    let reply: NestReply;
    try {
      const message = await this.connection.request(pattern.subject, packet, {
        timeout: options.timeoutMs ?? this.defaultTimeoutMs,
        headers,
      });
      reply = message.json<NestReply>();
    } catch (error) {
      throw this.transportFailure(pattern.subject, error);
    }
    if (reply.err !== undefined && reply.err !== null) throw this.remoteFailure(reply.err);
    return reply.response as ResponseOf<P>;
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

  private transportFailure(subject: string, error: unknown): DomainError {
    const service = subject.split('.')[0];
    if (error instanceof RequestError && error.isNoResponders()) {
      return new UpstreamUnavailableError(`The ${service} service is not running`);
    }
    if (error instanceof TimeoutError || error instanceof RequestError) {
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
