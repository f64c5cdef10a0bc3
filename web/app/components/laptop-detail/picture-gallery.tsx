import type { Laptop } from '@bli/contracts';
import { LaptopPicture } from '../laptop-picture';
import { PICTURE_SIZES } from '../picture-sources';

const BOX = { width: 640, height: 440 };

/**
 * The laptop page's pictures: the primary one first, fetched at once and before any other
 * image (the page's largest paint); the others beside it in a strip that scrolls sideways and
 * snaps to each picture, loaded lazily. No script: it is part of a static island.
 */
export function PictureGallery({ laptop }: { laptop: Pick<Laptop, 'images' | 'brand' | 'title'> }) {
  const images = laptop.images.filter((image) => image.sizes.length > 0);
  if (images.length <= 1) {
    return (
      <LaptopPicture
        image={images[0] ?? null}
        brand={laptop.brand}
        alt={laptop.title}
        {...BOX}
        sizes={PICTURE_SIZES.detail}
        priority="high"
        className="rounded-md"
      />
    );
  }
  return (
    <div className="space-y-2">
      <div
        role="region"
        aria-label={`Pictures of the ${laptop.brand} laptop (${images.length})`}
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-orange-500"
        data-testid="picture-gallery"
      >
        {images.map((image, i) => (
          <div
            key={image.sizes[image.sizes.length - 1].url}
            className="w-full shrink-0 snap-center"
          >
            <LaptopPicture
              image={image}
              brand={laptop.brand}
              alt={i === 0 ? laptop.title : `${laptop.title}: picture ${i + 1} of ${images.length}`}
              {...BOX}
              sizes={PICTURE_SIZES.detail}
              priority={i === 0 ? 'high' : undefined}
              className="rounded-md"
            />
          </div>
        ))}
      </div>
      <p className="text-center text-xs text-slate-500">
        {images.length} pictures: scroll sideways for the rest.
      </p>
    </div>
  );
}
