import { BreadcrumbJsonLd } from './breadcrumbs';
import { collectionJsonLd, type CollectionPage } from './collection-json-ld';
import { JsonLd } from './json-ld';

/** A list page's structured data: the collection of its laptops and its breadcrumb trail. */
export function CollectionStructuredData({ page, crumb }: { page: CollectionPage; crumb: string }) {
  return (
    <>
      <JsonLd data={collectionJsonLd(page)} />
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: crumb }]} />
    </>
  );
}
