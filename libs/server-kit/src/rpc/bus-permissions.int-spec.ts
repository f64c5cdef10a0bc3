// The bus as deployed: a real nats-server with the configuration generated from the bus access
// table, and clients that prove who they are with their nkeys. What a process may not do, the
// server refuses (the client sees a permission violation); who has no key is not let in.
import { CataloguePatterns, SyncPatterns, type BusProcess } from '@bli/contracts';
import {
  busUsers,
  ensureNatsCredentials,
  ensureTlsFiles,
  freePort,
  natsClientEnv,
  spawnNatsServer,
  startNatsServer,
  type NatsServer,
  type RunningServer,
} from '@bli/dev-infra';
import { createUser } from '@nats-io/nkeys';
import {
  connect,
  PermissionViolationError,
  RequestError,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { natsConnectionOptions } from './nats-connection.options';
import { natsSettings, type NatsEnv } from './nats-settings';
import { RpcClient } from './rpc-client';

const scratch = mkdtempSync(join(tmpdir(), 'bli-bus-permissions-'));
let nats: NatsServer;
const open: NatsConnection[] = [];

const envOf = (process: BusProcess): NatsEnv => natsClientEnv(nats.url, nats.credentials, process);

async function connectAs(process: BusProcess): Promise<NatsConnection> {
  const connection = await connect(natsConnectionOptions(natsSettings(envOf(process), process)));
  open.push(connection);
  return connection;
}

/** The error a request ends with, or "answered". */
async function requestOutcome(connection: NatsConnection, subject: string): Promise<unknown> {
  try {
    await connection.request(subject, '{}', { timeout: 1_000 });
    return 'answered';
  } catch (error) {
    return error instanceof RequestError ? error.cause : error;
  }
}

/** How a subscription ends within a moment: refused by the server, or still open. */
async function subscriptionOutcome(subscription: Subscription): Promise<unknown> {
  return Promise.race([
    subscription.closed,
    new Promise((resolve) => setTimeout(() => resolve('open'), 500)),
  ]);
}

const violation = (operation: 'publish' | 'subscription', subject: string) =>
  expect.objectContaining({
    constructor: PermissionViolationError,
    operation,
    subject,
  });

beforeAll(async () => {
  nats = await spawnNatsServer(await freePort(), join(scratch, 'nats'));
});

afterAll(async () => {
  await Promise.all(open.map((connection) => connection.close()));
  await nats?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('who may connect', () => {
  it('refuses a client without credentials', async () => {
    await expect(connect({ servers: nats.url })).rejects.toThrow(/Authorization Violation/);
  });

  it('refuses a process whose seed the server does not know, at once', async () => {
    const stranger = new TextDecoder().decode(createUser().getSeed());
    const started = Date.now();
    await expect(
      RpcClient.connect(
        natsSettings({ NATS_URL: nats.url, NATS_NKEY_SEED: stranger }, 'catalogue'),
        1_000,
      ),
    ).rejects.toThrow(/Authorization Violation/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets a process in with its own seed', async () => {
    const catalogue = await connectAs('catalogue');
    await expect(catalogue.flush()).resolves.toBeUndefined();
    expect(catalogue.info?.tls_required).toBeFalsy();
  });
});

describe("catalogue's credentials", () => {
  let catalogue: NatsConnection;
  let sync: NatsConnection;
  let received: string[];

  beforeAll(async () => {
    catalogue = await connectAs('catalogue');
    // A sync replica answering, so a refused request is the server's doing, not "no responders".
    sync = await connectAs('sync');
    received = [];
    sync.subscribe(SyncPatterns.keepaSync.subject, {
      queue: 'sync',
      callback: (_error, message) => {
        received.push(message.subject);
        message.respond('{}');
      },
    });
    await sync.flush();
  });

  it('cannot ask sync for anything (sync.*)', async () => {
    expect(await requestOutcome(catalogue, SyncPatterns.keepaSync.subject)).toEqual(
      violation('publish', SyncPatterns.keepaSync.subject),
    );
    expect(received).toEqual([]);
    // The gateway, which may, is answered by the same replica.
    expect(await requestOutcome(await connectAs('gateway'), SyncPatterns.keepaSync.subject)).toBe(
      'answered',
    );
  });

  it("cannot take content's requests, in content's queue group or outside any", async () => {
    const asContent = catalogue.subscribe('content.blog.get', { queue: 'content' });
    expect(await subscriptionOutcome(asContent)).toEqual(
      violation('subscription', 'content.blog.get'),
    );
    const everything = catalogue.subscribe('content.>');
    expect(await subscriptionOutcome(everything)).toEqual(violation('subscription', 'content.>'));
  });

  it('cannot listen to its own subjects outside its queue group', async () => {
    const subject = CataloguePatterns.laptopsSetPrice.subject;
    const eavesdropper = catalogue.subscribe(subject);
    expect(await subscriptionOutcome(eavesdropper)).toEqual(violation('subscription', subject));
    const inGroup = catalogue.subscribe(subject, { queue: 'catalogue' });
    expect(await subscriptionOutcome(inGroup)).toBe('open');
    inGroup.unsubscribe();
  });

  it('has no JetStream', async () => {
    expect(await requestOutcome(catalogue, '$JS.API.INFO')).toEqual(
      violation('publish', '$JS.API.INFO'),
    );
  });
});

describe("the gateway's credentials", () => {
  let gateway: NatsConnection;

  beforeAll(async () => {
    gateway = await connectAs('gateway');
  });

  it('cannot publish the internal writes its HTTP routes do not map', async () => {
    for (const subject of [
      CataloguePatterns.pricesApply.subject,
      CataloguePatterns.laptopsImport.subject,
      'catalogue.anything-else',
    ]) {
      expect(await requestOutcome(gateway, subject)).toEqual(violation('publish', subject));
    }
  });

  it("cannot read another process's replies", async () => {
    const inbox = gateway.subscribe('_INBOX_catalogue.>');
    expect(await subscriptionOutcome(inbox)).toEqual(
      violation('subscription', '_INBOX_catalogue.>'),
    );
  });

  it('has no JetStream either: no process uses it', async () => {
    for (const subject of ['$JS.API.INFO', '$JS.API.STREAM.CREATE.spy', '$KV.any.key']) {
      expect(await requestOutcome(gateway, subject)).toEqual(violation('publish', subject));
    }
  });

  it('reports a refused call as ours, not as a missing service', async () => {
    const rpc = await RpcClient.connect(natsSettings(envOf('gateway'), 'gateway'), 1_000);
    try {
      await expect(
        rpc.send(CataloguePatterns.pricesApply, { observations: [], missing: ['B000000001'] }),
      ).rejects.toMatchObject({
        code: 'INTERNAL',
        message: expect.stringMatching(/^Not permitted to ask the catalogue service/),
      });
    } finally {
      await rpc.close();
    }
  });
});

describe('TLS, as in Compose and Kubernetes', () => {
  let server: RunningServer;
  let caFile: string;
  let tlsEnv: (ca: string) => NatsEnv;

  beforeAll(async () => {
    const tls = ensureTlsFiles(join(scratch, 'tls'), { hosts: ['localhost'], ips: ['127.0.0.1'] });
    caFile = tls.caCert;
    const credentials = ensureNatsCredentials(join(scratch, 'tls-credentials'));
    server = await startNatsServer({
      port: await freePort(),
      dir: join(scratch, 'tls-nats'),
      users: busUsers(credentials),
      tls: { certFile: tls.serverCert, keyFile: tls.serverKey },
    });
    tlsEnv = (ca) => ({
      ...natsClientEnv(server.url, credentials, 'catalogue'),
      NATS_TLS_CA_FILE: ca,
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('connects to a server its CA vouches for', async () => {
    const connection = await connect(
      natsConnectionOptions(natsSettings(tlsEnv(caFile), 'catalogue')),
    );
    open.push(connection);
    expect(connection.info?.tls_required).toBe(true);
  });

  it('refuses a server signed by another CA', async () => {
    const other = ensureTlsFiles(join(scratch, 'other-tls'), { hosts: ['localhost'] });
    await expect(
      connect({
        ...natsConnectionOptions(natsSettings(tlsEnv(other.caCert), 'catalogue')),
        waitOnFirstConnect: false,
      }),
    ).rejects.toThrow(/certificate/);
  });
});
