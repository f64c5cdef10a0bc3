import type { ImageSize, LaptopImage } from '@bli/contracts';

/** One size of a picture as a retailer API gives it; anything may be missing. */
export interface PictureSize {
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

/** The contract's limits: pictures per laptop, sizes per picture. */
export const MAX_IMAGES = 20;
const MAX_SIZES = 8;

function validSize(size: PictureSize): ImageSize | null {
  const { url, width, height } = size;
  if (typeof url !== 'string' || !/^https?:\/\/[^\s/]+\/\S*$/i.test(url)) return null;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return null;
  if ((width as number) <= 0 || (height as number) <= 0) return null;
  return { url, width: width as number, height: height as number };
}

/**
 * Pictures in the contract's shape: each picture's sizes smallest first (a size without a URL,
 * width or height is left out), pictures in the order given (the primary first), a picture with
 * no usable size or the same largest URL as an earlier one dropped. URLs are kept exactly as the
 * API served them: we hot-link, never copy.
 */
export function pictures(raw: readonly (readonly PictureSize[])[]): LaptopImage[] {
  const images: LaptopImage[] = [];
  const seen = new Set<string>();
  for (const picture of raw) {
    const sizes = picture
      .map(validSize)
      .filter((size): size is ImageSize => size !== null)
      .filter((size, index, all) => all.findIndex((other) => other.url === size.url) === index)
      .sort((a, b) => a.width - b.width || a.height - b.height)
      .slice(0, MAX_SIZES);
    if (sizes.length === 0) continue;
    const key = sizes[sizes.length - 1].url;
    if (seen.has(key)) continue;
    seen.add(key);
    images.push({ sizes });
    if (images.length === MAX_IMAGES) break;
  }
  return images;
}
