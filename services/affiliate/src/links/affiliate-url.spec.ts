import { affiliateUrlFor } from './affiliate-url';

/** A small seeded generator: the same cases on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TRICKY = [
  '@',
  '/',
  '\\',
  ':',
  '.',
  '?',
  '#',
  '%',
  '&',
  '=',
  '\r',
  '\n',
  ' ',
  '\t',
  '\u0000',
  '"',
  "'",
  '<',
  '>',
  '..',
  '//',
  'evil.com',
  'https://',
  '@evil.com',
  '%0d%0a',
  'Location:',
  '\u2028',
  'ａ',
  'é',
  '🙂',
  'javascript:',
  'www.amazon.in.evil.com',
];
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomText(next: () => number): string {
  const length = Math.floor(next() * 24);
  let text = '';
  for (let i = 0; i < length; i++) {
    const roll = next();
    if (roll < 0.4) text += UPPER[Math.floor(next() * UPPER.length)];
    else if (roll < 0.7) text += TRICKY[Math.floor(next() * TRICKY.length)];
    else text += String.fromCharCode(32 + Math.floor(next() * 0xffdf));
  }
  return text;
}

/** Mostly-valid ASINs with one position possibly swapped for something hostile. */
function nearlyAsin(next: () => number): string {
  const chars = Array.from({ length: 10 }, () => UPPER[Math.floor(next() * UPPER.length)]);
  if (next() < 0.5) chars[Math.floor(next() * 10)] = TRICKY[Math.floor(next() * TRICKY.length)];
  return chars.join('');
}

describe('affiliateUrlFor', () => {
  it('builds the tagged amazon.in product link', () => {
    expect(affiliateUrlFor('B0LQVCK2JT', 'bestlaptopsin-21')).toBe(
      'https://www.amazon.in/dp/B0LQVCK2JT?tag=bestlaptopsin-21',
    );
  });

  it('property: whatever asin and tag it is given, it answers www.amazon.in or refuses', () => {
    const next = random(20261122);
    let built = 0;
    for (let i = 0; i < 20_000; i++) {
      const asin = next() < 0.5 ? nearlyAsin(next) : randomText(next);
      const tag = next() < 0.5 ? 'bestlaptopsin-21' : randomText(next);
      let url: string;
      try {
        url = affiliateUrlFor(asin, tag);
      } catch {
        continue;
      }
      built += 1;
      const parsed = new URL(url);
      expect(parsed.protocol).toBe('https:');
      expect(parsed.host).toBe('www.amazon.in');
      expect(parsed.pathname).toBe(`/dp/${asin}`);
      expect(parsed.searchParams.get('tag')).toBe(tag);
      expect(url).not.toMatch(/[\r\n\s]/);
    }
    // The generator does reach the success path, not only refusals.
    expect(built).toBeGreaterThan(1_000);
  });
});
