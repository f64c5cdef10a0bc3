import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { jetstream, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  EVENT_STREAMS,
  PRICE_EVENTS_STREAM,
  priceChangedEventSchema,
  type PriceChangedEvent,
} from '@bli/contracts';
import { natsConnectionOptions, natsSettings, UnitOfWork } from '@bli/server-kit';
import { AlertsClock } from '../alerts.clock';
import { AlertsConfig } from '../alerts.config';
import { PriceChangesService } from './price-changes.service';

/** The bus process, and so the durable consumer, this service reads the price stream as. */
export const ALERTS_PROCESS = 'alerts';
const durable = EVENT_STREAMS.find((stream) => stream.name === PRICE_EVENTS_STREAM)?.consumers.find(
  (consumer) => consumer.process === ALERTS_PROCESS,
)?.durable;
if (!durable) throw new Error(`EVENT_STREAMS has no consumer of ${PRICE_EVENTS_STREAM} for alerts`);
export const PRICE_EVENTS_DURABLE = durable;

/** Messages the consumer asks for at once (applied one after another). */
const PULL_BATCH = 20;
const MAX_RETRY_MS = 30_000;
/** A failed event is offered again after 5 s, 10 s, 20 s… at most 5 minutes. */
export function redeliveryDelayMs(deliveries: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, deliveries - 1), 5 * 60_000);
}

/**
 * Reads `catalogue.laptops.price-changed` from the JetStream stream CATALOGUE_PRICES through
 * the durable pull consumer `alerts` (made by the bus provisioning step, never here: this
 * process may only pull and ack). Each event is applied in one transaction with its id
 * (PriceChangesService) and acknowledged after the commit; a failure is nak'd with a delay, so
 * JetStream offers it again. Events that arrived while the service was down wait in the stream.
 */
@Injectable()
export class PriceEventsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PriceEventsConsumer');
  private connection: NatsConnection | undefined;
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> = Promise.resolve();
  private stopped = false;
  private wake: () => void = () => undefined;

  constructor(
    private readonly changes: PriceChangesService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: AlertsClock,
    private readonly config: AlertsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.loop = this.consume();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.messages?.close();
    await this.loop;
    if (this.connection && !this.connection.isClosed()) await this.connection.drain();
  }

  /** Applies one event in a unit of work of its own; false when it had been applied before. */
  process(event: PriceChangedEvent): Promise<boolean> {
    return this.unitOfWork.run(() => this.changes.apply(event, this.clock.now()));
  }

  /** One message: applied (or found applied before) → ack; not an event → term; failure → nak. */
  async handle(message: JsMsg): Promise<void> {
    const parsed = priceChangedEventSchema.safeParse(safeJson(message));
    if (!parsed.success) {
      this.logger.error(`dropping stream message ${message.seq}: not a price-changed event`);
      message.term('not a price-changed event');
      return;
    }
    try {
      await this.process(parsed.data);
      message.ack();
    } catch (error) {
      const delay = redeliveryDelayMs(message.info.deliveryCount);
      this.logger.warn(
        `price event ${parsed.data.eventId} failed (delivery ${message.info.deliveryCount}), again in ${delay / 1000} s: ${(error as Error).message}`,
      );
      message.nak(delay);
    }
  }

  private async consume(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      try {
        this.connection ??= await connect(
          natsConnectionOptions(natsSettings(this.config, ALERTS_PROCESS)),
        );
        const consumer = await jetstream(this.connection).consumers.get(
          PRICE_EVENTS_STREAM,
          PRICE_EVENTS_DURABLE,
        );
        this.messages = await consumer.consume({ max_messages: PULL_BATCH });
        if (failures > 0) this.logger.log('consuming price events again');
        failures = 0;
        for await (const message of this.messages) await this.handle(message);
      } catch (error) {
        if (this.stopped) return;
        if (failures === 0) {
          this.logger.warn(
            `cannot consume ${PRICE_EVENTS_STREAM} as ${PRICE_EVENTS_DURABLE} yet (is the bus provisioned?): ${(error as Error).message}`,
          );
        }
        failures += 1;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(1_000 * 2 ** failures, MAX_RETRY_MS));
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }
}

function safeJson(message: JsMsg): unknown {
  try {
    return message.json();
  } catch {
    return undefined;
  }
}
