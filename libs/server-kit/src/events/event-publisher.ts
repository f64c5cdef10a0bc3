import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnectionOptions } from '../rpc/nats-connection.options';
import type { NatsSettings } from '../rpc/nats-settings';

/** How long one publish waits for the stream's acknowledgement. */
const PUBLISH_TIMEOUT_MS = 5_000;

/**
 * Publishes events to JetStream streams (libs/contracts EVENT_STREAMS) on a connection of its
 * own: a publish returns once the stream stored the event, and an event id seen within the
 * stream's duplicate window is stored once (`Nats-Msg-Id`), so publishing again is safe.
 */
export class EventPublisher {
  private constructor(
    private readonly connection: NatsConnection,
    private readonly js: JetStreamClient,
  ) {}

  static async connect(settings: NatsSettings): Promise<EventPublisher> {
    const connection = await connect(natsConnectionOptions(settings));
    return new EventPublisher(connection, jetstream(connection, { timeout: PUBLISH_TIMEOUT_MS }));
  }

  async publish(subject: string, id: string, event: unknown): Promise<void> {
    await this.js.publish(subject, JSON.stringify(event), { msgID: id });
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
