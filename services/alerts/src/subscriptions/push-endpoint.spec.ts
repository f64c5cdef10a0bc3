import { checkPushEndpoint, DEFAULT_PUSH_ORIGINS, isPushServiceEndpoint } from './push-endpoint';

describe('push endpoints', () => {
  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGuQ',
      'https://wns2-pn1p.notify.windows.com/w/?token=abc',
    ]) {
      expect([endpoint, isPushServiceEndpoint(endpoint, DEFAULT_PUSH_ORIGINS)]).toEqual([
        endpoint,
        true,
      ]);
    }
  });

  it('refuses anything else, naming the field', () => {
    for (const endpoint of [
      'https://127.0.0.1:3100/api/admin',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'https://evil.notify.windows.com:8443/x',
      'not a url',
    ]) {
      expect([endpoint, isPushServiceEndpoint(endpoint, DEFAULT_PUSH_ORIGINS)]).toEqual([
        endpoint,
        false,
      ]);
    }
    expect(() =>
      checkPushEndpoint(
        { endpoint: 'https://169.254.169.254/latest', keys: { p256dh: 'x', auth: 'y' } },
        DEFAULT_PUSH_ORIGINS,
      ),
    ).toThrow('push.endpoint is not the address of a known push service');
  });

  it('accepts a local push service when configured (tests)', () => {
    expect(isPushServiceEndpoint('https://127.0.0.1:4000/push/a', ['https://127.0.0.1:4000'])).toBe(
      true,
    );
  });
});
