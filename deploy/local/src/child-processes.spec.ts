import { stopChild } from '@bli/dev-infra';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntilReady, type ManagedProcess } from './child-processes';

/** A service that stays alive (its health port is the test's server). */
const alive = (): ManagedProcess => ({
  name: 'affiliate',
  child: spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']),
});

function healthServer(status: number, body: string): Promise<Server> {
  const server = createServer((_request, response) => response.writeHead(status).end(body));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const readyUrl = (server: Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}/health/ready`;

describe('waitUntilReady', () => {
  const started: ManagedProcess[] = [];
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map(({ child }) => stopChild(child)));
    servers.splice(0).forEach((server) => server.close());
  });

  it('returns once the health port says ready', async () => {
    const server = await healthServer(200, '{"status":"ready"}');
    servers.push(server);
    const service = alive();
    started.push(service);
    await expect(waitUntilReady(service, readyUrl(server), 5_000)).resolves.toBeUndefined();
  });

  it('names the failing check when a service stays unavailable', async () => {
    const body = '{"status":"unavailable","checks":[{"name":"database","ok":false}]}';
    const server = await healthServer(503, body);
    servers.push(server);
    const service = alive();
    started.push(service);
    await expect(waitUntilReady(service, readyUrl(server), 300)).rejects.toThrow(
      `affiliate did not come up within 300 ms; ${readyUrl(server)} last answered: 503 ${body}`,
    );
  });

  it('says when nothing listens on the health port yet', async () => {
    const server = await healthServer(200, '');
    const url = readyUrl(server);
    await new Promise((resolve) => server.close(resolve));
    const service = alive();
    started.push(service);
    await expect(waitUntilReady(service, url, 300)).rejects.toThrow(
      `${url} last answered: ECONNREFUSED`,
    );
  });

  it('fails at once, without a last answer, when the service exits', async () => {
    const service: ManagedProcess = {
      name: 'affiliate',
      child: spawn(process.execPath, ['-e', 'process.exit(3)']),
    };
    await new Promise((resolve) => service.child.once('exit', resolve));
    await expect(waitUntilReady(service, 'http://127.0.0.1:9/health/ready', 5_000)).rejects.toThrow(
      /^affiliate exited during start-up$/,
    );
  });
});
