import { withoutHeadModulePreloads } from './head-module-preloads.server';

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc=="/><title>₹1,04,990</title></head>';
const body =
  '<body><p>Add <link rel="modulepreload"> in the text</p>' +
  '<script type="module" nonce="abc==">import "/assets/entry.client.js";</script></body></html>';

const without = (document: string) =>
  withoutHeadModulePreloads(Buffer.from(document)).toString('utf8');

describe('withoutHeadModulePreloads', () => {
  it('drops the preload hints from <head> and keeps everything else as it was', () => {
    expect(without(head + body)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
        '<title>₹1,04,990</title></head>' +
        body,
    );
  });

  it('hands back the same bytes when <head> has no hints', () => {
    const document = Buffer.from('<html><head><title>₹1</title></head><body></body></html>');
    expect(withoutHeadModulePreloads(document)).toBe(document);
  });

  it('passes a document without <head> through, less its hints', () => {
    expect(without('<link rel="modulepreload" href="/a.js"/><p>x</p>')).toBe('<p>x</p>');
  });
});
