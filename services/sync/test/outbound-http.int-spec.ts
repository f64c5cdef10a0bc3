import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { OutboundHttp, OutboundHttpError } from '../src/http/outbound-http';
import { Redactor } from '../src/http/redactor';
import { isRetryable } from '../src/providers/provider-errors';

const LIMIT = 64 * 1024;
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP server on a port the kernel picks (no free-port race). */
async function serve(
  handler: Handler,
): Promise<{ server: Server; origin: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, hits };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function started(handler: Handler) {
  const running = await serve(handler);
  servers.push(running.server);
  return running;
}

const http = new OutboundHttp(new Redactor(['secret-key']), 5_000, LIMIT);

async function refusal(url: string): Promise<OutboundHttpError> {
  const error = await http.request({ method: 'GET', url }).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(OutboundHttpError);
  return error as OutboundHttpError;
}

describe('OutboundHttp (the sync service way out)', () => {
  it('reads an answer up to the size cap', async () => {
    const { origin } = await started((_, response) => response.end('x'.repeat(LIMIT)));
    expect((await http.request({ method: 'GET', url: `${origin}/ok` })).text).toHaveLength(LIMIT);
  });

  it('refuses a body past the cap, declared or streamed, and does not retry it', async () => {
    const { origin } = await started((request, response) => {
      if (request.url === '/declared') response.setHeader('content-length', LIMIT + 1);
      response.end('x'.repeat(LIMIT + 1));
    });
    for (const path of ['/declared', '/streamed']) {
      const error = await refusal(`${origin}${path}?key=secret-key`);
      expect(error.kind).toBe('refused');
      expect(error.message).toMatch(/more than 65536 bytes: refused/);
      expect(error.message).not.toContain('secret-key');
      expect(isRetryable(error)).toBe(false);
    }
  });

  it('counts the cap after decompression: a small gzip bomb is refused', async () => {
    const bomb = gzipSync(Buffer.alloc(LIMIT * 64, 0x20));
    expect(bomb.length).toBeLessThan(LIMIT / 4);
    const { origin } = await started((_, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length });
      response.end(bomb);
    });
    expect((await refusal(`${origin}/bomb`)).kind).toBe('refused');
  });

  it('follows a redirect within the host it asked, with the method a 303 asks for', async () => {
    const { origin, hits } = await started((request, response) => {
      if (request.url === '/moved') response.writeHead(303, { location: '/here' }).end();
      else response.end(`${request.method} ${request.url}`);
    });
    const answer = await http.request({ method: 'POST', url: `${origin}/moved`, body: '{}' });
    expect(answer.text).toBe('GET /here');
    expect(hits).toEqual(['POST /moved', 'GET /here']);
  });

  it('refuses a redirect to another host and never calls it', async () => {
    const other = await started((_, response) => response.end('credentials, thanks'));
    const otherHost = other.origin.replace('127.0.0.1', 'localhost');
    const { origin } = await started((_, response) =>
      response.writeHead(302, { location: `${otherHost}/steal?key=secret-key` }).end(),
    );
    const error = await refusal(`${origin}/token`);
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/redirected to localhost:\d+: refused/);
    expect(other.hits).toEqual([]);
  });

  it('stops following a redirect loop', async () => {
    const { origin, hits } = await started((_, response) =>
      response.writeHead(307, { location: '/again' }).end(),
    );
    expect((await refusal(`${origin}/again`)).kind).toBe('refused');
    expect(hits).toHaveLength(4);
  });
});
