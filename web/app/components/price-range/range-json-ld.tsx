import type { Laptop, PriceRange } from '@bli/contracts';
import { sortLaptops } from '@bli/domain';
import { collectionJsonLd } from '../collection-json-ld';
import { JsonLd } from '../json-ld';

/** A range page's structured data, in the default order whatever the shopper sorts by. */
export function RangeJsonLd({
  range,
  laptops,
  canonical,
}: {
  range: PriceRange;
  laptops: readonly Laptop[];
  canonical: string;
}) {
  return (
    <JsonLd
      data={collectionJsonLd({
        name: `Best Laptops ${range.name}`,
        url: canonical,
        description: range.seoDescription,
        laptops: sortLaptops(laptops, 'popularity'),
      })}
    />
  );
}
