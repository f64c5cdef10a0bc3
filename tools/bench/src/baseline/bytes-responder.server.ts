// The far side of the bench's relay baseline: a NATS responder that does no work. It answers
// `bench.bytes` with a JSON body of the asked number of bytes, the same bodies as the hello
// world's `/bytes/{n}`, so the relay measures what one NATS request/reply costs the framework,
// the client library and the server — the floor under every uncached read of the gateway.
import { connect } from '@nats-io/transport-node';
import { bodyOf, RELAY_SUBJECT } from './bodies';

async function main(): Promise<void> {
  const nc = await connect({ servers: process.env.NATS_URL, noAsyncTraces: true });
  const encoded = new Map<number, Uint8Array>();
  nc.subscribe(RELAY_SUBJECT, {
    queue: 'bench',
    callback: (error, msg) => {
      if (error) return;
      const bytes = Math.min(Number(msg.string()) || 17, 1_000_000);
      let body = encoded.get(bytes);
      if (!body) {
        body = new TextEncoder().encode(bodyOf(bytes));
        encoded.set(bytes, body);
      }
      msg.respond(body);
    },
  });
  await nc.flush();
  process.once('SIGTERM', () => void nc.drain().then(() => process.exit(0)));
}

void main();
