// RequestMux against a real nats-server of the test's own: many requests in flight each get their
// own reply, and a deadline, nobody listening and a closed connection each fail as they should.
import { freePort, startNatsServer, type RunningServer } from '@bli/dev-infra';
import { createUser } from '@nats-io/nkeys';
import {
  connect,
  headers as natsHeaders,
  NoRespondersError,
  TimeoutError,
  type NatsConnection,
} from '@nats-io/transport-node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsConnectionOptions } from './nats-connection.options';
import { natsSettings } from './nats-settings';
import { RequestMux } from './request-mux';

const key = createUser();
const seed = new TextDecoder().decode(key.getSeed());
const everything = { publish: ['>'], subscribe: ['>'], allowResponses: true };

let scratch: string;
let nats: RunningServer;
const open: NatsConnection[] = [];

async function client(name: string): Promise<{ connection: NatsConnection; mux: RequestMux }> {
  const options = natsConnectionOptions(
    natsSettings({ NATS_URL: nats.url, NATS_NKEY_SEED: seed }, name),
  );
  const connection = await connect(options);
  open.push(connection);
  return { connection, mux: new RequestMux(connection, options.inboxPrefix) };
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bli-request-mux-'));
  nats = await startNatsServer({
    port: await freePort(),
    dir: scratch,
    users: [{ name: 'probe', nkey: key.getPublicKey(), permissions: everything }],
  });
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await nats?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

it('gives each of many requests in flight its own reply, whatever order they come in', async () => {
  const { connection } = await client('echo');
  // Answers in reverse order of arrival, so a reply matched by arrival would be wrong.
  const held: { reply: string; data: Uint8Array }[] = [];
  connection.subscribe('mux.echo', {
    callback: (_error, msg) => {
      held.push({ reply: msg.reply ?? '', data: msg.data });
      if (held.length === 50) held.reverse().forEach((m) => connection.publish(m.reply, m.data));
    },
  });
  await connection.flush();
  const { mux } = await client('asker');
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      mux.request('mux.echo', `request ${i}`, natsHeaders(), 2_000),
    ),
  );
  expect(answers.map((msg) => msg.string())).toEqual(
    Array.from({ length: 50 }, (_, i) => `request ${i}`),
  );
});

it('fails at its deadline with a TimeoutError, and ignores the answer that comes later', async () => {
  const { connection } = await client('late');
  const replies: string[] = [];
  connection.subscribe('mux.late', {
    callback: (_error, msg) => {
      replies.push(msg.reply ?? '');
    },
  });
  await connection.flush();
  const asker = await client('impatient');
  // A request has reached the responder once the server has taken it from the asker and then
  // answered the responder's own ping: one connection's messages are handled in order.
  const delivered = async () => {
    await asker.connection.flush();
    await connection.flush();
  };
  await expect(asker.mux.request('mux.late', 'x', natsHeaders(), 50)).rejects.toBeInstanceOf(
    TimeoutError,
  );
  await delivered();
  connection.publish(replies[0] ?? '', 'too late');
  // The mux is still whole: the next request gets its own answer, not the late one.
  const answered = asker.mux.request('mux.late', 'y', natsHeaders(), 2_000);
  await delivered();
  connection.publish(replies[1] ?? '', 'in time');
  expect((await answered).string()).toBe('in time');
});

it('fails at once with NoRespondersError when nobody listens', async () => {
  const { mux } = await client('lonely');
  const failure = await mux.request('mux.nobody', 'x', natsHeaders(), 5_000).catch((e) => e);
  expect(failure).toBeInstanceOf(NoRespondersError);
  expect(failure).toMatchObject({ subject: 'mux.nobody' });
});

it('fails what is in flight when the connection closes', async () => {
  const { connection } = await client('silent');
  connection.subscribe('mux.silent', { callback: () => undefined });
  await connection.flush();
  const asker = await client('closing');
  const pending = asker.mux.request('mux.silent', 'x', natsHeaders(), 10_000);
  await asker.connection.close();
  await expect(pending).rejects.toThrow('the NATS connection closed');
});
