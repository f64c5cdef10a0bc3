import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startHttpServer, requestUrl, type Reply, type RunningHttpServer } from '@bli/dev-infra';
import { parseMail, type CaughtMail } from './caught-mail';
import { mailIndexPage } from './mail-index.page';

export interface MailCatcherOptions {
  /** SMTP port (0: any free one). */
  smtpPort?: number;
  /** HTTP port of the reading API (0: any free one). */
  httpPort?: number;
  host?: string;
  /** Messages kept; the oldest go first. */
  limit?: number;
}

export interface RunningMailCatcher {
  /** What a sender's `SMTP_URL` is set to. */
  smtpUrl: string;
  /** Where the messages are read: `GET /messages`, `/messages/{id}`, `/messages/{id}.html`, `/`. */
  httpUrl: string;
  messages(): CaughtMail[];
  close(): Promise<void>;
}

const DEFAULT_LIMIT = 1_000;
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * A real SMTP server that keeps every message it is given and lets anyone read them over HTTP:
 * what the alerts service sends to in development and tests instead of a mail provider. No
 * authentication, no TLS, loopback by default; never an open relay to anywhere (it delivers
 * nothing).
 */
export async function startMailCatcher(
  options: MailCatcherOptions = {},
): Promise<RunningMailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const limit = options.limit ?? DEFAULT_LIMIT;
  const kept: CaughtMail[] = [];
  let counter = 0;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(new Error('Message too large'));
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        counter += 1;
        parseMail(String(counter), Buffer.concat(chunks), envelope, new Date()).then(
          (mail) => {
            kept.push(mail);
            if (kept.length > limit) kept.shift();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const newestFirst = () => [...kept].reverse();
  const http: RunningHttpServer = await startHttpServer(
    (request): Reply => {
      const url = requestUrl(request);
      if (request.method === 'DELETE' && url.pathname === '/messages') {
        kept.length = 0;
        return { status: 204, body: null };
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return { status: 405, body: { message: 'GET or DELETE /messages' } };
      }
      if (url.pathname === '/') {
        return page(200, mailIndexPage(newestFirst()));
      }
      if (url.pathname === '/messages') {
        const to = url.searchParams.get('to')?.toLowerCase();
        const list = newestFirst().filter(
          (mail) => !to || mail.to.some((a) => a.toLowerCase() === to),
        );
        return { status: 200, body: list };
      }
      const match = /^\/messages\/(\d+)(\.html)?$/.exec(url.pathname);
      const mail = match ? kept.find((m) => m.id === match[1]) : undefined;
      if (!mail) return { status: 404, body: { message: 'No such message' } };
      if (!match?.[2]) return { status: 200, body: mail };
      // The message's own HTML, sandboxed: no scripts, no same-origin access to this API.
      return page(200, mail.html ?? '', { 'content-security-policy': 'sandbox' });
    },
    options.httpPort ?? 0,
    host,
  );

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: http.url,
    messages: newestFirst,
    close: async () => {
      await http.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

function page(status: number, html: string, headers: Record<string, string> = {}): Reply {
  return {
    status,
    body: null,
    bytes: Buffer.from(html),
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  };
}
