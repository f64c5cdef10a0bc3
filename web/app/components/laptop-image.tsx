import { useState } from 'react';
import { cn } from '@bli/ui';

interface LaptopImageProps {
  src: string | null;
  brand: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
}

/** The product image, or a placeholder with the brand and "Laptop" when missing or broken. */
export function LaptopImage({
  src,
  brand,
  alt,
  width,
  height,
  className,
  eager,
}: LaptopImageProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
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
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('w-full object-contain', className)}
    />
  );
}
