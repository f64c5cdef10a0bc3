import { PRICE_CHANGED_SUBJECT, PRICE_EVENTS_STREAM } from '../alerts/price-changed.event';

/** A durable consumer of a stream: the one process that reads it, by explicit ack. */
export interface StreamConsumer {
  durable: string;
  /** The process (its NATS user) that pulls and acks. */
  process: string;
  /** How long a delivered message may go unacknowledged before it is delivered again. */
  ackWaitMs: number;
}

/**
 * An event stream on JetStream: events that must not be lost, kept on disk until every consumer
 * acknowledged them (or they are older than `maxAgeDays`).
 */
export interface EventStream {
  name: string;
  subjects: readonly string[];
  /** The processes that publish to it (only these may publish its subjects). */
  publishers: readonly string[];
  consumers: readonly StreamConsumer[];
  /**
   * Processes that also hear the stream's subjects as they are published, outside JetStream: at
   * most once, one replica of each (a queue group named after the process). For uses a lost
   * message costs little: the gateway drops its micro-cache's copies, which expire anyway.
   */
  listeners: readonly string[];
  maxAgeDays: number;
  /** The window in which the stream drops a message whose id it has seen (`Nats-Msg-Id`). */
  duplicateWindowMs: number;
}

/**
 * Every stream of the bus. Made (and kept up to date) by the bus provisioning step, which alone
 * may use JetStream's management API; a process may only publish to its streams' subjects and
 * pull and ack through its own consumers (bus-access.ts derives both from this table).
 */
export const EVENT_STREAMS: readonly EventStream[] = [
  {
    name: PRICE_EVENTS_STREAM,
    subjects: [PRICE_CHANGED_SUBJECT],
    publishers: ['catalogue'],
    consumers: [{ durable: 'alerts', process: 'alerts', ackWaitMs: 30_000 }],
    listeners: ['gateway'],
    maxAgeDays: 7,
    duplicateWindowMs: 10 * 60_000,
  },
];

/** The NATS subjects a process uses to pull from and ack through its durable consumers. */
export function consumerSubjects(process: string): string[] {
  return EVENT_STREAMS.flatMap((stream) =>
    stream.consumers
      .filter((consumer) => consumer.process === process)
      .flatMap((consumer) => [
        `$JS.API.CONSUMER.INFO.${stream.name}.${consumer.durable}`,
        `$JS.API.CONSUMER.MSG.NEXT.${stream.name}.${consumer.durable}`,
        `$JS.ACK.${stream.name}.${consumer.durable}.>`,
      ]),
  );
}

/** What a process may subscribe to as a listener: `subject queue`, its queue its own name. */
export function listenedSubjects(process: string): string[] {
  return EVENT_STREAMS.filter((stream) => stream.listeners.includes(process)).flatMap((stream) =>
    stream.subjects.map((subject) => `${subject} ${process}`),
  );
}

/** The subjects a process publishes events to. */
export function publishedStreamSubjects(process: string): string[] {
  return EVENT_STREAMS.filter((stream) => stream.publishers.includes(process)).flatMap((stream) => [
    ...stream.subjects,
  ]);
}
