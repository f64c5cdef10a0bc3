import { EVENT_STREAMS, type EventStream } from '@bli/contracts';
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiError,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { connect, nanos } from '@nats-io/transport-node';
import { natsConnectionOptions } from '../rpc/nats-connection.options';
import type { NatsSettings } from '../rpc/nats-settings';

const DAY_MS = 24 * 3_600_000;
/** JetStream's "stream not found" error code. */
const STREAM_NOT_FOUND = 10059;

function streamConfig(stream: EventStream, replicas: number) {
  return {
    name: stream.name,
    subjects: [...stream.subjects],
    storage: StorageType.File,
    num_replicas: replicas,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    max_age: nanos(stream.maxAgeDays * DAY_MS),
    duplicate_window: nanos(stream.duplicateWindowMs),
  };
}

async function ensureStream(jsm: JetStreamManager, stream: EventStream, replicas: number) {
  const config = streamConfig(stream, replicas);
  try {
    await jsm.streams.info(stream.name);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === STREAM_NOT_FOUND) {
      await jsm.streams.add(config);
      return 'created';
    }
    throw error;
  }
  await jsm.streams.update(stream.name, config);
  return 'up to date';
}

/**
 * Makes every stream of EVENT_STREAMS and its durable consumers exist as declared (created, or
 * updated in place), as the bus's provisioning user: the one NATS user allowed JetStream's
 * management API. Idempotent: every deployment runs it before the services start.
 */
export async function provisionEventStreams(
  settings: NatsSettings,
  replicas: number,
): Promise<string[]> {
  const connection = await connect(natsConnectionOptions(settings));
  try {
    const jsm = await jetstreamManager(connection, { checkAPI: false });
    const done: string[] = [];
    for (const stream of EVENT_STREAMS) {
      const state = await ensureStream(jsm, stream, replicas);
      for (const consumer of stream.consumers) {
        await jsm.consumers.add(stream.name, {
          durable_name: consumer.durable,
          ack_policy: AckPolicy.Explicit,
          ack_wait: nanos(consumer.ackWaitMs),
          deliver_policy: DeliverPolicy.All,
          num_replicas: replicas,
        });
      }
      done.push(`stream ${stream.name} ${state} (${replicas} replica${replicas === 1 ? '' : 's'})`);
    }
    return done;
  } finally {
    await connection.drain();
  }
}
