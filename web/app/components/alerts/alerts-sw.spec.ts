import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

const source = readFileSync(join(__dirname, '..', '..', '..', 'public', 'alerts-sw.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

/** The worker in a sandbox of its own: what it listens to, shows and opens. */
function worker() {
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://www.example.in' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: { openWindow: (url: string) => opened.push(url) },
  };
  runInNewContext(source, { self, URL });
  const waitUntil = () => undefined;
  return {
    push: (data: unknown) =>
      listeners.push({
        data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) },
        waitUntil,
      }),
    click: (url: unknown) =>
      listeners.notificationclick({
        notification: { close: () => undefined, data: { url } },
        waitUntil,
      }),
    shown,
    opened,
  };
}

describe('the alerts service worker', () => {
  it('is a few hundred bytes', () => {
    expect(gzipSync(source).length).toBeLessThan(700);
  });

  it('shows a push’s title and line', () => {
    const sw = worker();
    sw.push({
      title: 'Price drop: HP Victus 15',
      body: 'Now ₹49,990 (as of 27 Nov 2026, 14:11 IST)',
      url: 'https://www.example.in/laptop/hp-victus-15',
    });
    sw.push('not json');
    expect(sw.shown).toEqual([
      {
        title: 'Price drop: HP Victus 15',
        options: {
          body: 'Now ₹49,990 (as of 27 Nov 2026, 14:11 IST)',
          icon: '/favicon.svg',
          data: { url: 'https://www.example.in/laptop/hp-victus-15' },
        },
      },
      { title: 'Price alert', options: { body: '', icon: '/favicon.svg', data: {} } },
    ]);
  });

  it('opens our laptop page on a click, and nothing but our own pages', () => {
    const sw = worker();
    sw.click('https://www.example.in/laptop/hp-victus-15');
    sw.click('https://elsewhere.example/laptop/hp-victus-15');
    sw.click('https://www.amazon.in/dp/B0TEST?tag=x');
    sw.click('javascript:alert(1)');
    sw.click(undefined);
    expect(sw.opened).toEqual([
      'https://www.example.in/laptop/hp-victus-15',
      'https://www.example.in/laptop/hp-victus-15',
      'https://www.example.in/',
      'https://www.example.in/',
      'https://www.example.in/',
    ]);
  });
});
