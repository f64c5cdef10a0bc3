import type { IncomingMessage } from 'node:http';
import { isAlertsPath, isLaptopPath } from './alert-paths';
import { prepareAlertRequest, SHOPPER_HEADER } from './alert-requests';

const SITE = 'https://www.example.in';

function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers: { ...headers } } as unknown as IncomingMessage;
}

const prepared = (incoming: IncomingMessage) => {
  prepareAlertRequest(incoming, () => '203.0.113.9', SITE);
  return incoming.headers;
};

describe('the alert routes’ paths', () => {
  it('are matched however the path is spelled', () => {
    for (const url of [
      '/alerts/manage?token=x',
      '/ALERTS/Confirm',
      '/%61lerts/unsubscribe',
      '/alerts//manage/',
      '/alerts/manage.data',
    ]) {
      expect([url, isAlertsPath(url)]).toEqual([url, true]);
    }
    expect(isAlertsPath('/alertsx')).toBe(false);
    expect(isAlertsPath('/blog/alerts')).toBe(false);
    expect(isLaptopPath('/laptop/hp-victus-15')).toBe(true);
    expect(isLaptopPath('/laptop/hp-victus-15.data')).toBe(true);
    expect(isLaptopPath('/laptop/a/b')).toBe(false);
  });
});

describe('prepareAlertRequest', () => {
  it('names the shopper to the alert routes, and to no other', () => {
    expect(prepared(request('POST', '/laptop/hp-victus-15'))[SHOPPER_HEADER]).toBe('203.0.113.9');
    expect(prepared(request('GET', '/alerts/manage?token=x'))[SHOPPER_HEADER]).toBe('203.0.113.9');
    expect(prepared(request('GET', '/search?q=x'))[SHOPPER_HEADER]).toBeUndefined();
  });

  it('never passes on what a client sent under the shopper header', () => {
    const claimed = { [SHOPPER_HEADER]: '198.51.100.1' };
    expect(prepared(request('GET', '/blog', claimed))[SHOPPER_HEADER]).toBeUndefined();
    expect(prepared(request('POST', '/alerts/confirm', claimed))[SHOPPER_HEADER]).toBe(
      '203.0.113.9',
    );
  });

  it('lets an RFC 8058 one-click POST through from any origin, without its cookies', () => {
    const oneClick = prepared(
      request('POST', '/alerts/unsubscribe?token=abc', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
        cookie: 'a=b',
      }),
    );
    expect(oneClick.origin).toBeUndefined();
    expect(oneClick.cookie).toBeUndefined();
    // Any other POST from another origin keeps it, for React Router to refuse.
    for (const [url, type] of [
      ['/alerts/unsubscribe?token=abc', 'application/json'],
      ['/alerts/manage', 'application/x-www-form-urlencoded'],
      ['/laptop/hp-victus-15', 'application/x-www-form-urlencoded'],
    ]) {
      const headers = prepared(
        request('POST', url, { 'content-type': type, origin: 'https://evil.example' }),
      );
      expect([url, headers.origin]).toEqual([url, 'https://evil.example']);
    }
  });

  it('takes a form posted from SITE_URL as our own, whatever scheme Express believes', () => {
    const ours = prepared(
      request('POST', '/alerts/manage', {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
      }),
    );
    expect(ours.origin).toBeUndefined();
    // Not an alert route: left alone.
    expect(prepared(request('POST', '/blog', { origin: SITE })).origin).toBe(SITE);
  });

  it('takes the alert pages’ own forms, sent with Origin: null (no-referrer), as theirs', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' };
    expect(prepared(request('POST', '/alerts/manage', form)).origin).toBeUndefined();
    expect(prepared(request('POST', '/alerts/confirm', form)).origin).toBeUndefined();
    // The laptop page keeps the site's referrer policy: its forms name their origin.
    expect(prepared(request('POST', '/laptop/hp-victus-15', form)).origin).toBe('null');
  });
});
