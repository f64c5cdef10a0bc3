import { inflateSync } from 'node:zlib';
import { demoProducts } from '../products/demo-products.data';
import { newLaunchProducts } from '../products/new-launches.data';
import { IMAGE_VIEWS, imageHeight, renderProductImage } from './laptop-renderer';
import { pngSize } from './png';
import { IMAGE_SIZES, ProductImages } from './product-images';

/** Checks the chunk layout and CRCs, and that IDAT inflates to one filtered row per line. */
function decodePng(png: Buffer): { width: number; height: number } {
  const size = pngSize(png);
  if (!size) throw new Error('not a PNG');
  let offset = 8;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const { crc32 } = require('node:zlib') as typeof import('node:zlib');
    expect(png.readUInt32BE(offset + 8 + length)).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0,
    );
    types.push(type);
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(size.height * (size.width * 3 + 1));
  return size;
}

// Rendering a 1500 px picture takes a few hundred ms, more on a busy machine.
jest.setTimeout(30_000);

describe('product pictures', () => {
  const product = newLaunchProducts[0];

  it('renders a valid PNG of the stated size for every listed size', () => {
    for (const width of Object.values(IMAGE_SIZES)) {
      const png = renderProductImage(product, 'front', width);
      expect(decodePng(png)).toEqual({ width, height: imageHeight(width) });
    }
  });

  it('renders every view, the same bytes every time, different per product', () => {
    for (const view of IMAGE_VIEWS) {
      const png = renderProductImage(demoProducts[0], view, 160);
      expect(decodePng(png)).toEqual({ width: 160, height: 120 });
      expect(renderProductImage(demoProducts[0], view, 160).equals(png)).toBe(true);
    }
    expect(
      renderProductImage(demoProducts[0], 'front', 160).equals(
        renderProductImage(product, 'front', 160),
      ),
    ).toBe(false);
  });

  it('gives each product five pictures under stable Amazon-shaped ids', () => {
    const images = new ProductImages([product, ...demoProducts]);
    const again = new ProductImages([product]);
    expect(images.count(product.asin)).toBe(5);
    const large = images.sized(product.asin, 0, 'large', 'http://media.test');
    expect(large).toEqual({
      url: expect.stringMatching(
        /^http:\/\/media\.test\/images\/I\/71[0-9A-Za-z]{8}L\._SL500_\.png$/,
      ),
      height: 375,
      width: 500,
    });
    expect(again.sized(product.asin, 0, 'large', 'http://media.test')).toEqual(large);
    const keepa = images.keepaImages(product.asin);
    expect(keepa).toHaveLength(5);
    expect(keepa[0]).toEqual({
      l: expect.stringMatching(/^71[0-9A-Za-z]{8}L\.png$/),
      lH: 1125,
      lW: 1500,
      m: expect.stringMatching(/^41[0-9A-Za-z]{8}L\.png$/),
      mH: 375,
      mW: 500,
    });
    expect(large.url).toContain(keepa[0].l.replace('.png', ''));
  });
});
