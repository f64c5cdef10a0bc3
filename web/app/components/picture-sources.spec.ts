import { testLaptop } from '@bli/testing';
import { listImagePriority, PICTURE_SIZES, pictureSources, primaryImage } from './picture-sources';

const size = (width: number, url = `https://m.media-amazon.com/images/I/71x._SL${width}_.jpg`) => ({
  url,
  width,
  height: Math.round((width * 3) / 4),
});

describe('pictureSources', () => {
  it('lists the sizes up to the one that fills the box as candidates, URLs exactly as served', () => {
    const image = { sizes: [size(75), size(160), size(500), size(1500)] };
    expect(pictureSources(image, 400)).toEqual({
      src: 'https://m.media-amazon.com/images/I/71x._SL500_.jpg',
      srcSet:
        'https://m.media-amazon.com/images/I/71x._SL75_.jpg 75w, ' +
        'https://m.media-amazon.com/images/I/71x._SL160_.jpg 160w, ' +
        'https://m.media-amazon.com/images/I/71x._SL500_.jpg 500w',
    });
  });

  it('offers every size when none fills the box', () => {
    const image = { sizes: [size(160), size(500), size(1500)] };
    expect(pictureSources(image, 1600)?.srcSet).toMatch(/160w, .*500w, .*1500w$/);
  });

  it('takes as src the smallest size that fills the box, else the largest', () => {
    const image = { sizes: [size(160), size(500)] };
    expect(pictureSources(image, 160)?.src).toMatch(/_SL160_/);
    expect(pictureSources(image, 640)?.src).toMatch(/_SL500_/);
  });

  it('orders sizes by width and keeps one candidate per width', () => {
    const image = { sizes: [size(500), size(160), size(160, 'https://m.media-amazon.com/b.jpg')] };
    expect(pictureSources(image, 400)?.srcSet).toBe(
      'https://m.media-amazon.com/images/I/71x._SL160_.jpg 160w, ' +
        'https://m.media-amazon.com/images/I/71x._SL500_.jpg 500w',
    );
  });

  it('gives no srcset for a picture in one size', () => {
    expect(pictureSources({ sizes: [size(500)] }, 400)).toEqual({
      src: 'https://m.media-amazon.com/images/I/71x._SL500_.jpg',
      srcSet: undefined,
    });
  });

  it('leaves out a URL a srcset cannot hold, and gives nothing when none is left', () => {
    const image = { sizes: [size(160, 'https://x.example/a b.jpg'), size(500)] };
    expect(pictureSources(image, 400)?.srcSet).toBeUndefined();
    expect(pictureSources({ sizes: [size(160, 'https://x.example/a b.jpg')] }, 400)).toBeNull();
  });
});

describe('primaryImage (null: the brand placeholder)', () => {
  it('is the first picture', () => {
    const first = { sizes: [size(500)] };
    expect(primaryImage(testLaptop({ images: [first, { sizes: [size(160)] }] }))).toBe(first);
  });

  it('is null without a current picture, whatever imageUrl says', () => {
    expect(primaryImage(testLaptop({ images: [] }))).toBeNull();
    expect(primaryImage(testLaptop({ images: [], imageUrl: null }))).toBeNull();
  });
});

describe('listImagePriority', () => {
  it('fetches the first card first, loads the first row at once and the rest lazily', () => {
    expect([0, 1, 2, 3, 9].map((i) => listImagePriority(i))).toEqual([
      'high',
      'eager',
      'eager',
      undefined,
      undefined,
    ]);
    expect([0, 1].map((i) => listImagePriority(i, 1))).toEqual(['high', undefined]);
  });
});

it('describes each layout the pictures are drawn in', () => {
  expect(PICTURE_SIZES.card).toMatch(/400px/);
  expect(PICTURE_SIZES.column).toBe('160px');
});
