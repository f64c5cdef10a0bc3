import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export type RequestHandler = (request: IncomingMessage, body: Buffer) => Promise<Reply> | Reply;

export interface Reply {
  status: number;
  body: unknown;
  /** Gzip the JSON body (Keepa gzips every body; the Creators API answers plain JSON). */
  gzip?: boolean;
  /** Sent as they are instead of `body` as JSON (pictures); `headers` then name their type. */
  bytes?: Buffer;
  headers?: Record<string, string>;
}

const MAX_BODY_BYTES = 1024 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, reply: Reply, head = false): void {
  if (reply.bytes) {
    const headers: Record<string, string> = { ...reply.headers };
    if (reply.status !== 304) headers['content-length'] = String(reply.bytes.length);
    response.writeHead(reply.status, headers).end(head ? undefined : reply.bytes);
    return;
  }
  const json = Buffer.from(JSON.stringify(reply.body));
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const payload = reply.gzip ? gzipSync(json) : json;
  if (reply.gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(payload.length);
  response.writeHead(reply.status, headers).end(payload);
}

export interface RunningHttpServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A certificate and its key (PEM files): the server answers HTTPS only. */
export interface HttpsFiles {
  certFile: string;
  keyFile: string;
}

/**
 * A JSON server for the tools that stand in for outside parties (the retailer simulators, the
 * message catchers), on loopback by default; a handler that throws answers 500 with its message.
 */
export async function startHttpServer(
  handler: RequestHandler,
  port = 0,
  host = '127.0.0.1',
  tls?: HttpsFiles,
): Promise<RunningHttpServer> {
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    readBody(request)
      .then((body) => handler(request, body))
      .then(
        (reply) => send(response, reply, request.method === 'HEAD'),
        (error: unknown) =>
          send(response, {
            status: 500,
            body: { message: error instanceof Error ? error.message : 'internal error' },
          }),
      );
  };
  const server: Server = tls
    ? createTlsServer(
        { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) },
        listener,
      )
    : createServer(listener);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's path and query, whatever host it was sent to. */
export function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://server.local');
}
