import { Readable } from 'node:stream';
import { withoutHeadModulePreloads } from './head-module-preloads.server';

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  for await (const chunk of stream.pipe(withoutHeadModulePreloads())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString('utf8');
}

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc=="/><title>₹1,04,990</title></head>';
const body =
  '<body><p>Add <link rel="modulepreload"> in the text</p>' +
  '<script type="module" nonce="abc==">import "/assets/entry.client.js";</script></body></html>';

describe('withoutHeadModulePreloads', () => {
  it('drops the preload hints from <head> and keeps everything else as it was', async () => {
    expect(await through([head, body])).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
        '<title>₹1,04,990</title></head>' +
        body,
    );
  });

  it('finds hints and the end of <head> split across chunks, and multi-byte characters too', async () => {
    const bytes = Buffer.from(head + body);
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    expect(await through(chunks)).toBe(await through([head, body]));
  });

  it('passes a document without <head> through, less its hints', async () => {
    expect(await through(['<link rel="modulepreload" href="/a.js"/><p>x</p>'])).toBe('<p>x</p>');
  });
});
