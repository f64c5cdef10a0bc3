import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTlsFiles, requestUrl, startHttpServer, type Reply } from '@bli/dev-infra';
import {
  decryptPushPayload,
  newSubscriptionKeys,
  verifyVapid,
  type SubscriptionKeys,
} from './web-push-crypto';

/** A push message as the catcher decrypted it. */
export interface CaughtPush {
  id: string;
  /** The subscription it was sent to (the last segment of its endpoint). */
  subscription: string;
  receivedAt: string;
  ttl: number;
  urgency: string | null;
  /** The sender's VAPID contact (`sub`). */
  sender: string;
  payload: string;
}

/** What `PushSubscription.toJSON()` gives a page: what the page sends to our API. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface RunningPushCatcher {
  /** https://127.0.0.1:port: push services are reached over HTTPS only. */
  url: string;
  /** The CA its certificate is signed by: what a sender must trust to reach it. */
  caFile: string;
  /** A new subscription, as a browser would get from its push service. */
  subscribe(): PushSubscriptionJson;
  messages(): CaughtPush[];
  close(): Promise<void>;
}

const MAX_PAYLOAD_BYTES = 4_096;

/**
 * A push service for tests, speaking the Web Push protocol over HTTPS (with a certificate of a CA
 * of its own, `caFile`): it hands out subscriptions
 * (endpoint + keys, like a browser's), accepts `POST /push/{id}` only with valid VAPID and an
 * aes128gcm body for that subscription (RFC 8030/8291/8292), decrypts what it gets and lets the
 * test read it (`messages()`).
 */
export async function startPushCatcher(port = 0, host = '127.0.0.1'): Promise<RunningPushCatcher> {
  const subscriptions = new Map<string, SubscriptionKeys>();
  const caught: CaughtPush[] = [];
  let origin = '';
  const dir = mkdtempSync(join(tmpdir(), 'bli-push-'));
  const tls = ensureTlsFiles(dir, {
    hosts: ['localhost'],
    ips: [host],
    caName: 'Best Laptops India push catcher CA',
  });

  const subscribe = (): PushSubscriptionJson => {
    const id = randomBytes(12).toString('base64url');
    const keys = newSubscriptionKeys(randomBytes(16));
    subscriptions.set(id, keys);
    return {
      endpoint: `${origin}/push/${id}`,
      keys: {
        p256dh: keys.publicKey.toString('base64url'),
        auth: keys.authSecret.toString('base64url'),
      },
    };
  };

  const server = await startHttpServer(
    (request, body): Reply => {
      const url = requestUrl(request);
      const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
      if (request.method !== 'POST' || !match)
        return { status: 404, body: { message: 'Not found' } };
      const keys = subscriptions.get(match[1]);
      // 410 Gone: what push services answer for a subscription that no longer exists.
      if (!keys) return { status: 410, body: { message: 'No such subscription' } };
      let sender: string;
      try {
        sender = verifyVapid(request.headers.authorization, origin, new Date()).sub;
      } catch (error) {
        return { status: 401, body: { message: (error as Error).message } };
      }
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0)
        return { status: 400, body: { message: 'TTL header required' } };
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        return { status: 415, body: { message: 'Content-Encoding must be aes128gcm' } };
      }
      if (body.length > MAX_PAYLOAD_BYTES)
        return { status: 413, body: { message: 'Payload too large' } };
      let payload: string;
      try {
        payload = decryptPushPayload(body, keys);
      } catch (error) {
        return { status: 400, body: { message: `Cannot decrypt: ${(error as Error).message}` } };
      }
      const id = String(caught.length + 1);
      caught.push({
        id,
        subscription: match[1],
        receivedAt: new Date().toISOString(),
        ttl,
        urgency: typeof request.headers.urgency === 'string' ? request.headers.urgency : null,
        sender,
        payload,
      });
      return { status: 201, body: null, headers: { location: `${origin}/push/messages/${id}` } };
    },
    port,
    host,
    { certFile: tls.serverCert, keyFile: tls.serverKey },
  );
  origin = server.url;
  return {
    url: server.url,
    subscribe,
    caFile: tls.caCert,
    messages: () => [...caught].reverse(),
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
