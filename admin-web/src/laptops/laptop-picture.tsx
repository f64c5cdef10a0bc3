import type { ImageSize } from '@bli/contracts';
import { cn } from '@bli/ui';
import { useState } from 'react';

interface LaptopPictureProps {
  /** The size to show; null: the brand placeholder. */
  image: ImageSize | null;
  srcSet?: string;
  sizes?: string;
  brand: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A product picture hot-linked as the API serves it, with its size reserved; the brand
 * placeholder when there is none or it fails to load (as the shop does).
 */
export function LaptopPicture({
  image,
  srcSet,
  sizes,
  brand,
  alt,
  width,
  height,
  className,
}: LaptopPictureProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!image || broken === image.url) {
    return (
      <div
        role="img"
        aria-label={`${brand} Laptop`}
        data-testid="picture-placeholder"
        style={{ aspectRatio: `${width} / ${height}` }}
        className={cn(
          'flex w-full flex-col items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-500',
          className,
        )}
      >
        <span className="text-xs font-semibold">{brand}</span>
        <span className="text-[10px]">Laptop</span>
      </div>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(image.url)}
      className={cn('w-full object-contain', className)}
    />
  );
}
