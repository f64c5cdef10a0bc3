import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Reply } from '@bli/dev-infra';
import type { SimulatedProduct } from '../products/simulated-product';
import { IMAGE_VIEWS, imageHeight, renderProductImage, type ImageView } from './laptop-renderer';

/** The sizes getItems / searchItems list, by resource name: `_SL<n>_` (longest side n pixels). */
export const IMAGE_SIZES = { small: 75, medium: 160, large: 500, highRes: 1500 } as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** Keepa's large (`l`) and medium (`m`) pictures, as its `images` entries size them. */
const KEEPA_LARGE = 1500;
const KEEPA_MEDIUM = 500;
const MIN_SIZE = 16;
const MAX_SIZE = 2000;
const CACHE_BYTES = 64 * 1024 * 1024;
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An Amazon-looking image id ("71Xq3vB9kQL"): `prefix`, eight base-62 characters, "L". */
function imageId(prefix: string, seed: string): string {
  const hash = createHash('sha1').update(seed).digest();
  let id = prefix;
  for (let i = 0; i < 8; i++) id += BASE62[hash[i] % 62];
  return `${id}L`;
}

interface Picture {
  product: SimulatedProduct;
  view: ImageView;
  /** Width served when the URL asks for no size (the id's own picture). */
  nativeWidth: number;
}

export interface SizedImage {
  url: string;
  height: number;
  width: number;
}

/** Rendered PNGs by asin, view and width: the same bytes every time, so one cache for all. */
const rendered = new Map<string, Buffer>();
let renderedBytes = 0;

function render(picture: Picture, width: number): Buffer {
  const key = `${picture.product.asin}:${picture.view}:${width}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const png = renderProductImage(picture.product, picture.view, width);
  rendered.set(key, png);
  renderedBytes += png.length;
  // Oldest first: a Map iterates in insertion order.
  for (const [old, bytes] of rendered) {
    if (renderedBytes <= CACHE_BYTES) break;
    rendered.delete(old);
    renderedBytes -= bytes.length;
  }
  return png;
}

const IMAGE_PATH = /^\/images\/I\/([0-9A-Za-z]{11})(?:\._SL(\d{1,4})_)?\.(png|jpg|jpeg)$/;

/**
 * Every simulated product's pictures (a front view first, then lid, keyboard, side and a spec
 * card), under ids shaped like Amazon's, served as PNG at `/images/I/<id>._SL<n>_.png` (or
 * `<id>.png` for the full picture) by whichever simulator's HTTP server holds them.
 */
export class ProductImages {
  private readonly pictures = new Map<string, Picture>();
  private readonly byAsin = new Map<string, { large: string; medium: string }[]>();

  constructor(products: readonly SimulatedProduct[]) {
    for (const product of products) {
      const ids = IMAGE_VIEWS.map((view) => {
        const large = imageId('71', `${product.asin}:${view}`);
        const medium = imageId('41', `${product.asin}:${view}:m`);
        this.pictures.set(large, { product, view, nativeWidth: KEEPA_LARGE });
        this.pictures.set(medium, { product, view, nativeWidth: KEEPA_MEDIUM });
        return { large, medium };
      });
      this.byAsin.set(product.asin, ids);
    }
  }

  /** The Creators API's picture `index` (0 primary) of `asin` at a listed size, under `base`. */
  sized(asin: string, index: number, size: ImageSizeName, base: string): SizedImage {
    const id = this.byAsin.get(asin)?.[index]?.large;
    if (!id) throw new Error(`no picture ${index} for ${asin}`);
    const width = IMAGE_SIZES[size];
    return {
      url: `${base}/images/I/${id}._SL${width}_.png`,
      height: imageHeight(width),
      width,
    };
  }

  /** How many pictures a product has (primary + variants). */
  count(asin: string): number {
    return this.byAsin.get(asin)?.length ?? 0;
  }

  /** Keepa's `images` entries: file names on the media host with their sizes. */
  keepaImages(
    asin: string,
  ): { l: string; lH: number; lW: number; m: string; mH: number; mW: number }[] {
    return (this.byAsin.get(asin) ?? []).map(({ large, medium }) => ({
      l: `${large}.png`,
      lH: imageHeight(KEEPA_LARGE),
      lW: KEEPA_LARGE,
      m: `${medium}.png`,
      mH: imageHeight(KEEPA_MEDIUM),
      mW: KEEPA_MEDIUM,
    }));
  }

  /** Answers GET/HEAD `/images/I/…`; null for any other path. */
  serve(request: IncomingMessage, pathname: string): Reply | null {
    if (!pathname.startsWith('/images/')) return null;
    const notFound: Reply = {
      status: 404,
      body: null,
      bytes: Buffer.from('Not Found\n'),
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return { ...notFound, status: 405, bytes: Buffer.from('Method Not Allowed\n') };
    }
    const match = IMAGE_PATH.exec(pathname);
    const picture = match ? this.pictures.get(match[1]) : undefined;
    if (!match || !picture) return notFound;
    const width = match[2] === undefined ? picture.nativeWidth : Number(match[2]);
    if (width < MIN_SIZE || width > MAX_SIZE) return notFound;
    const etag = `"${match[1]}-${width}"`;
    const headers = {
      'content-type': 'image/png',
      'cache-control': IMAGE_CACHE_CONTROL,
      etag,
      'last-modified': 'Thu, 01 Jan 2026 00:00:00 GMT',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    };
    if (request.headers['if-none-match'] === etag) {
      return { status: 304, body: null, bytes: Buffer.alloc(0), headers };
    }
    return { status: 200, body: null, bytes: render(picture, width), headers };
  }
}
