import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import webPush from 'web-push';
import { startPushCatcher, type RunningPushCatcher } from './push-catcher';

describe('push catcher', () => {
  let catcher: RunningPushCatcher;
  const vapid = webPush.generateVAPIDKeys();
  let options: webPush.RequestOptions;

  beforeEach(async () => {
    catcher = await startPushCatcher();
    options = {
      vapidDetails: {
        subject: 'mailto:alerts@example.test',
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
      },
      TTL: 3_600,
      agent: new Agent({ ca: readFileSync(catcher.caFile) }),
    };
  });

  /** A POST as any client could make it, trusting the catcher's CA. */
  const post = (url: string, headers: Record<string, string>, body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const sent = request(
        url,
        { method: 'POST', headers, ca: readFileSync(catcher.caFile) },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  afterEach(() => catcher.close());

  it('takes what web-push sends to a subscription and decrypts it', async () => {
    const subscription = catcher.subscribe();
    const sent = await webPush.sendNotification(subscription, '{"title":"₹49,990"}', options);
    expect(sent.statusCode).toBe(201);
    const [message] = catcher.messages();
    expect(message).toMatchObject({
      payload: '{"title":"₹49,990"}',
      ttl: 3_600,
      sender: 'mailto:alerts@example.test',
    });
  });

  it('refuses a send without valid VAPID, and answers 410 for an unknown subscription', async () => {
    const subscription = catcher.subscribe();
    const unsigned = await post(
      subscription.endpoint,
      { ttl: '60', 'content-encoding': 'aes128gcm' },
      Buffer.alloc(100),
    );
    expect(unsigned).toBe(401);
    const gone = { ...subscription, endpoint: `${catcher.url}/push/unknown` };
    await expect(webPush.sendNotification(gone, 'x', options)).rejects.toMatchObject({
      statusCode: 410,
    });
    expect(catcher.messages()).toEqual([]);
  });
});
