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

function Placeholder({ brand, width, height, className }: Omit<LaptopImageProps, 'src' | 'alt'>) {
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
 * The product image, or a placeholder with the brand and "Laptop" when missing or broken. A
 * broken image is marked `data-broken` by `useBrokenImageFallback` (one listener for the page),
 * and CSS swaps in the placeholder that sits, hidden, beside it: no script per image, so the
 * image works inside static islands too.
 */
export function LaptopImage({ src, alt, eager, ...placeholder }: LaptopImageProps) {
  if (!src) return <Placeholder {...placeholder} />;
  return (
    <>
      <img
        src={src}
        alt={alt}
        width={placeholder.width}
        height={placeholder.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-image-fallback=""
        className={cn('peer w-full object-contain data-[broken]:hidden', placeholder.className)}
      />
      <Placeholder
        {...placeholder}
        className={cn(placeholder.className, 'hidden peer-data-[broken]:flex')}
      />
    </>
  );
}
