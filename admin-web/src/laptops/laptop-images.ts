import type { ImageSize, LaptopImage } from '@bli/contracts';

/** The smallest size of the first (primary) picture: the list's thumbnail; null without one. */
export function thumbnailOf(images: readonly LaptopImage[]): ImageSize | null {
  const sizes = images[0]?.sizes ?? [];
  if (sizes.length === 0) return null;
  return sizes.reduce((smallest, size) => (size.width < smallest.width ? size : smallest));
}

/**
 * The size to put in `src` for a box `width` pixels wide: the smallest at least that wide, else
 * the largest there is.
 */
export function sizeFor(image: LaptopImage | undefined, width: number): ImageSize | null {
  if (!image || image.sizes.length === 0) return null;
  const bySize = [...image.sizes].sort((a, b) => a.width - b.width);
  return bySize.find((size) => size.width >= width) ?? bySize[bySize.length - 1];
}

/** `srcset` from the sizes the API lists: "url 160w, url 500w". */
export function srcSetOf(image: LaptopImage | undefined): string | undefined {
  if (!image || image.sizes.length === 0) return undefined;
  return [...image.sizes]
    .sort((a, b) => a.width - b.width)
    .map((size) => `${size.url} ${size.width}w`)
    .join(', ');
}
