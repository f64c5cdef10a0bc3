import type { LaptopImage } from '@bli/contracts';
import { cn } from '@bli/ui';
import { pictureSources } from './picture-sources';

interface BoxProps {
  brand: string;
  /** The box the picture is drawn in: its aspect ratio, and the img's width and height. */
  width: number;
  height: number;
  className?: string;
}

interface LaptopPictureProps extends BoxProps {
  /** The picture in the sizes the API listed, or null (no current picture): the placeholder. */
  image: LaptopImage | null;
  /** The laptop's title. */
  alt: string;
  /** How wide the box is drawn at each viewport width (`sizes`; see PICTURE_SIZES). */
  sizes: string;
  /**
   * Pictures below the fold load lazily. `eager`: above the fold; `high`: the page's main
   * picture or its first card (eager, and fetched before other images).
   */
  priority?: 'eager' | 'high';
}

function Placeholder({ brand, width, height, className }: BoxProps) {
  return (
    <div
      role="img"
      aria-label={`${brand} Laptop`}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={cn(
        'flex w-full flex-col items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-500',
        className,
      )}
    >
      <span className="text-lg font-semibold">{brand}</span>
      <span className="text-sm">Laptop</span>
    </div>
  );
}

/**
 * A laptop's picture, hot-linked from the URLs the retailer's API served, in a box of fixed
 * aspect ratio (width and height attributes, and the ratio in CSS, so the page never moves when
 * it loads): the sizes as a `srcset`, lazy unless above the fold. The brand placeholder shows
 * when there is no picture, or when it fails to load: `useBrokenImageFallback` (one listener
 * for the page, so this works in static islands too) marks the image `data-broken`, and CSS
 * swaps in the placeholder that sits, hidden, beside it in the same box.
 */
export function LaptopPicture({ image, alt, sizes, priority, ...box }: LaptopPictureProps) {
  const sources = image ? pictureSources(image, box.width) : null;
  if (!sources) return <Placeholder {...box} />;
  return (
    <>
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        width={box.width}
        height={box.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
        data-image-fallback=""
        style={{ aspectRatio: `${box.width} / ${box.height}` }}
        className={cn('peer h-auto w-full object-contain data-[broken]:hidden', box.className)}
      />
      <Placeholder {...box} className={cn(box.className, 'hidden peer-data-[broken]:flex')} />
    </>
  );
}
