import type { ImageSize, Laptop, LaptopImage } from '@bli/contracts';

/** What an `<img>` needs of a picture: a fallback `src` and, with several sizes, a `srcset`. */
export interface PictureSources {
  src: string;
  srcSet: string | undefined;
}

/**
 * The laptop's primary picture, or null when it has none current (the catalogue sends no
 * picture whose URL is older than the 24-hour limit): then the brand placeholder shows.
 */
export function primaryImage(laptop: Pick<Laptop, 'images'>): LaptopImage | null {
  return laptop.images.find((image) => image.sizes.length > 0) ?? null;
}

/** A srcset candidate's URL may not hold whitespace (it would end the candidate). */
const usable = (size: ImageSize) => size.url !== '' && !/\s/.test(size.url);

/**
 * The `<img>` attributes of a picture drawn at most `boxWidth` CSS pixels wide: as `src` the
 * smallest size the API listed that fills the box (the largest if none does), and as `srcset`
 * width candidates (URLs exactly as served: we hot-link) every size up to that one. The browser
 * picks from the srcset with the `sizes` the caller gives; `src` is for the rare browser that
 * cannot. Nothing larger is offered: on a phone (density 1.75–3) a card would otherwise fetch
 * the 1500 px picture, five times the bytes of the 500 px one, on the page's critical path.
 */
export function pictureSources(image: LaptopImage, boxWidth: number): PictureSources | null {
  const byWidth = new Map<number, ImageSize>();
  for (const size of [...image.sizes].filter(usable).sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(size.width)) byWidth.set(size.width, size);
  }
  const sizes = [...byWidth.values()];
  if (sizes.length === 0) return null;
  const fills = sizes.findIndex((size) => size.width >= boxWidth);
  const offered = fills === -1 ? sizes : sizes.slice(0, fills + 1);
  const src = offered[offered.length - 1].url;
  const srcSet =
    offered.length > 1 ? offered.map((size) => `${size.url} ${size.width}w`).join(', ') : undefined;
  return { src, srcSet };
}

/**
 * How wide a picture is drawn, for `sizes`: a laptop card in the site's card grids (one column
 * on phones, two from 640 px, three from 1024 px in a 1280 px page), the detail page's main
 * picture (half of a 1152 px page from 1024 px), a comparison column (160 px).
 */
export const PICTURE_SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw',
  detail: '(min-width: 1152px) 540px, (min-width: 1024px) 46vw, 92vw',
  column: '160px',
} as const;

/**
 * A list's pictures: the first card's is the page's main one (`high`), the rest of the first row
 * (`eagerCount` cards) is above the fold on wide screens (`eager`), the others load lazily.
 */
export function listImagePriority(index: number, eagerCount = 3): 'high' | 'eager' | undefined {
  if (index === 0) return 'high';
  return index < eagerCount ? 'eager' : undefined;
}
