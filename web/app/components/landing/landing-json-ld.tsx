import type { Laptop, PriceRange } from '@bli/contracts';
import { collectionJsonLd } from '../collection-json-ld';
import { faqPageJsonLd, type FaqItem } from '../faq';
import { JsonLd } from '../json-ld';
import { landingHeading } from './landing-heading';

/** A landing page's structured data: its ranked laptops and, when it has one, its FAQ. */
export function LandingJsonLd({
  range,
  canonical,
  laptops,
  faq,
}: {
  range: PriceRange;
  canonical: string;
  laptops: readonly Laptop[];
  faq?: readonly FaqItem[];
}) {
  return (
    <>
      <JsonLd
        data={collectionJsonLd({
          name: landingHeading(range),
          url: canonical,
          description: range.seoDescription,
          laptops: [...laptops],
        })}
      />
      {faq && <JsonLd data={faqPageJsonLd(faq)} />}
    </>
  );
}
