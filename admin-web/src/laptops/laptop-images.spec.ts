import { sizeFor, srcSetOf, thumbnailOf } from './laptop-images';

const size = (width: number) => ({
  url: `https://m.media-amazon.com/images/I/x._SL${width}_.jpg`,
  width,
  height: Math.round(width * 0.75),
});

describe('laptop pictures', () => {
  const primary = { sizes: [size(500), size(75), size(160)] };
  const second = { sizes: [size(30)] };

  it("takes the first picture's smallest size for a thumbnail", () => {
    expect(thumbnailOf([primary, second])).toEqual(size(75));
    expect(thumbnailOf([])).toBeNull();
  });

  it('picks the smallest size at least as wide as the box, else the largest', () => {
    expect(sizeFor(primary, 150)).toEqual(size(160));
    expect(sizeFor(primary, 640)).toEqual(size(500));
    expect(sizeFor(undefined, 100)).toBeNull();
  });

  it('lists every size in the srcset, narrowest first', () => {
    expect(srcSetOf(primary)).toBe([75, 160, 500].map((w) => `${size(w).url} ${w}w`).join(', '));
    expect(srcSetOf(undefined)).toBeUndefined();
  });
});
