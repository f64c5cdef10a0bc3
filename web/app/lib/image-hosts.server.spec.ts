import { AMAZON_MEDIA_HOST, imageHosts } from './image-hosts.server';

describe('imageHosts (IMAGE_HOSTS)', () => {
  it('reads comma-separated origins, trimmed, once each', () => {
    expect(
      imageHosts({
        IMAGE_HOSTS:
          ' https://m.media-amazon.com , https://images.example.in/,https://m.media-amazon.com',
      }),
    ).toEqual(['https://m.media-amazon.com', 'https://images.example.in']);
  });

  it("unset: Amazon's media host, and the local simulators npm start points the sync at", () => {
    expect(imageHosts({})).toEqual([AMAZON_MEDIA_HOST]);
    expect(
      imageHosts({
        CREATORS_API_BASE_URL: 'http://127.0.0.1:3107',
        KEEPA_BASE_URL: 'http://127.0.0.1:3108',
      }),
    ).toEqual([AMAZON_MEDIA_HOST, 'http://127.0.0.1:3107', 'http://127.0.0.1:3108']);
  });

  it('unset, with the real APIs: Amazon only (their API hosts serve no pictures)', () => {
    expect(
      imageHosts({
        CREATORS_API_BASE_URL: 'https://creatorsapi.amazon',
        KEEPA_BASE_URL: 'https://api.keepa.com',
      }),
    ).toEqual([AMAZON_MEDIA_HOST]);
  });

  it('set: exactly those hosts, the simulators left out', () => {
    expect(
      imageHosts({
        IMAGE_HOSTS: 'https://m.media-amazon.com',
        KEEPA_BASE_URL: 'http://127.0.0.1:3108',
      }),
    ).toEqual(['https://m.media-amazon.com']);
  });

  it('refuses anything but an origin', () => {
    for (const value of [
      'm.media-amazon.com',
      'https://m.media-amazon.com/images/I/',
      'https://*.media-amazon.com',
      'ftp://files.example.in',
      "https://a.example.in;script-src 'unsafe-inline'",
    ]) {
      expect(() => imageHosts({ IMAGE_HOSTS: value })).toThrow(/IMAGE_HOSTS/);
    }
  });
});
