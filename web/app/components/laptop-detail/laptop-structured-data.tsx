import type { Laptop } from '@bli/contracts';
import { laptopName } from '@bli/domain';
import { BreadcrumbJsonLd } from '../breadcrumbs';
import { JsonLd } from '../json-ld';
import { productJsonLd } from './product-json-ld';

/** The detail page's structured data: the product with our review, and its breadcrumb trail. */
export function LaptopStructuredData({ laptop, url }: { laptop: Laptop; url: string }) {
  return (
    <>
      <JsonLd data={productJsonLd(laptop, url)} />
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: laptopName(laptop) }]} />
    </>
  );
}
