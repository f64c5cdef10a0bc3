// `node provision-bus.js`: the step before the services start, beside the database's. As the
// bus's provisioning user (NATS_URL and that user's NATS_NKEY_SEED[_FILE]), makes the event
// streams of libs/contracts EVENT_STREAMS and their durable consumers exist as declared.
// NATS_STREAM_REPLICAS: 1 on one server, 3 on a clustered JetStream.
import { z } from 'zod';
import { commonEnvSchema } from '../config/common-env.schema';
import { loadConfig } from '../config/load-config';
import { runCli } from '../database/migrations';
import { provisionEventStreams } from '../events/event-streams.provision';
import { createLogger } from '../logging/logger';
import { natsSettings } from '../rpc/nats-settings';

runCli(async () => {
  const env = loadConfig(
    commonEnvSchema
      .pick({
        NATS_URL: true,
        NATS_NKEY_SEED: true,
        NATS_NKEY_SEED_FILE: true,
        NATS_TLS_CA_FILE: true,
      })
      .extend({
        NATS_STREAM_REPLICAS: z.coerce
          .number({ error: 'NATS_STREAM_REPLICAS must be 1, 3 or 5' })
          .int()
          .refine((n) => [1, 3, 5].includes(n), { error: 'NATS_STREAM_REPLICAS must be 1, 3 or 5' })
          .default(1),
      }),
  );
  const streams = await provisionEventStreams(
    natsSettings(env, 'bus-admin'),
    env.NATS_STREAM_REPLICAS,
  );
  createLogger('event-streams').info({ streams }, 'event streams provisioned');
});
