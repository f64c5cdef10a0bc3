import { useLayoutEffect } from 'react';

const FALLBACK = 'img[data-image-fallback]';

function markBroken(image: HTMLImageElement): void {
  image.setAttribute('data-broken', '');
}

/**
 * Marks every `LaptopImage` that fails to load `data-broken` (its CSS then shows the
 * placeholder): a capturing listener, since `error` does not bubble, plus a look at the images
 * that had already failed before the page's script ran.
 */
export function useBrokenImageFallback(): void {
  useLayoutEffect(() => {
    function onError(event: Event) {
      if (event.target instanceof HTMLImageElement && event.target.matches(FALLBACK)) {
        markBroken(event.target);
      }
    }
    document.addEventListener('error', onError, true);
    document.querySelectorAll<HTMLImageElement>(FALLBACK).forEach((image) => {
      if (image.complete && image.naturalWidth === 0) markBroken(image);
    });
    return () => document.removeEventListener('error', onError, true);
  }, []);
}
