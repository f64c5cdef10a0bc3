import {
  createInbox,
  NoRespondersError,
  PermissionViolationError,
  TimeoutError,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/transport-node';

interface Waiting {
  subject: string;
  timer: NodeJS.Timeout;
  resolve(msg: Msg): void;
  reject(error: Error): void;
}

/**
 * Request/reply over one inbox subscription, each request's reply subject that inbox plus a token,
 * as nats.js's own mux does, without the error nats.js builds per request: its `RequestOne` makes
 * a `RequestError("cancelled")`, with its stack, after every answered request (the caller's CPU a
 * call 112–133 → 100–113 µs; docs/benchmarks.md).
 * A request fails with nats.js's TimeoutError at its deadline, NoRespondersError when nobody
 * listens, the server's PermissionViolationError when the subject is not this process's to ask,
 * and a closed connection's error when it closes; nats.js resubscribes the inbox after a reconnect.
 */
export class RequestMux {
  private readonly inbox: string;
  private readonly waiting = new Map<string, Waiting>();
  private sent = 0;

  constructor(
    private readonly connection: NatsConnection,
    inboxPrefix: string,
  ) {
    this.inbox = `${createInbox(inboxPrefix)}.`;
    connection.subscribe(`${this.inbox}*`, { callback: (error, msg) => this.answer(error, msg) });
    void connection.closed().then(() => this.failAll(new Error('the NATS connection closed')));
  }

  /** The reply to `data` sent on `subject`, within `timeoutMs`. */
  request(subject: string, data: string, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    const token = (++this.sent).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(token, new TimeoutError()), timeoutMs);
      this.waiting.set(token, { subject, timer, resolve, reject });
      try {
        this.connection.publish(subject, data, { reply: this.inbox + token, headers });
      } catch (error) {
        this.fail(token, error as Error);
      }
    });
  }

  /**
   * The server refused something of this connection (`connection.status()`'s errors). A refused
   * publish fails the oldest request to that subject (the server answers in order); a refused
   * inbox fails them all, as their replies cannot arrive.
   */
  refused(error: unknown): void {
    if (!(error instanceof PermissionViolationError)) return;
    if (error.operation === 'subscription' && error.subject === `${this.inbox}*`) {
      this.failAll(error);
      return;
    }
    if (error.operation !== 'publish') return;
    for (const [token, waiting] of this.waiting) {
      if (waiting.subject === error.subject) return this.fail(token, error);
    }
  }

  private answer(error: Error | null, msg: Msg | undefined): void {
    const waiting = msg && this.take(msg.subject.slice(this.inbox.length));
    if (!waiting) return;
    if (error) return waiting.reject(error);
    // Nobody listens on the subject: NATS answered for the service, an empty 503 status reply.
    if (msg.data.length === 0 && msg.headers?.code === 503) {
      return waiting.reject(new NoRespondersError(waiting.subject));
    }
    waiting.resolve(msg);
  }

  /** The request of `token`, no longer waiting (its timer stopped); undefined once settled. */
  private take(token: string): Waiting | undefined {
    const waiting = this.waiting.get(token);
    if (!waiting) return undefined;
    this.waiting.delete(token);
    clearTimeout(waiting.timer);
    return waiting;
  }

  private fail(token: string, error: Error): void {
    this.take(token)?.reject(error);
  }

  private failAll(error: Error): void {
    for (const token of [...this.waiting.keys()]) this.fail(token, error);
  }
}
