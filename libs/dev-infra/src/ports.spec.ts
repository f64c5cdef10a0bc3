import { createServer, type Server } from 'node:http';
import { freePort, isPortOpen, waitFor } from './ports';
import { rawHttpExchange } from './raw-http';

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

describe('ports', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('freePort gives a port nothing listens on, and isPortOpen sees a server start there', async () => {
    const port = await freePort();
    expect(await isPortOpen('127.0.0.1', port)).toBe(false);
    server = createServer((_request, response) => response.end('ok'));
    await listen(server, port);
    expect(await isPortOpen('127.0.0.1', port)).toBe(true);
  });

  it('freePort stays below the range the kernel gives outgoing connections, never twice', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(32_768);
    }
  });

  it('rawHttpExchange sends bytes as they are and reads the answer', async () => {
    const port = await freePort();
    server = createServer((request, response) => {
      response.setHeader('X-Path', request.url ?? '');
      response.end('hello');
    });
    await listen(server, port);
    const answer = await rawHttpExchange(
      port,
      'GET /raw HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('x-path: /raw');
    expect(answer.body).toContain('hello');
  });
});

describe('waitFor', () => {
  it('returns once the probe says yes', async () => {
    let calls = 0;
    await waitFor('the thing', async () => ++calls === 3, 1_000, 1);
    expect(calls).toBe(3);
  });

  it('names what did not come up when the time is over', async () => {
    await expect(waitFor('PostgreSQL', async () => false, 30, 5)).rejects.toThrow(
      'PostgreSQL did not come up within 30 ms',
    );
  });
});
