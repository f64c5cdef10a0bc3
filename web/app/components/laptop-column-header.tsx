import type { Laptop } from '@bli/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AffiliateLink } from './affiliate-link';
import { LaptopPicture } from './laptop-picture';
import { PICTURE_SIZES, primaryImage } from './picture-sources';

const TITLE_CLASS = 'line-clamp-3 font-semibold hover:underline';

/**
 * A comparison table's column header: the laptop's picture and its title, a link to its review
 * page or (where the table has no buy row) to Amazon, then whatever the table adds below.
 */
export function LaptopColumnHeader({
  laptop,
  titleLinksTo,
  children,
}: {
  laptop: Laptop;
  titleLinksTo: 'review' | 'amazon';
  children?: ReactNode;
}) {
  return (
    <th scope="col" className="p-3 align-top font-normal">
      <LaptopPicture
        image={primaryImage(laptop)}
        brand={laptop.brand}
        alt={laptop.title}
        width={160}
        height={100}
        sizes={PICTURE_SIZES.column}
        className="mb-2 max-w-40"
      />
      {titleLinksTo === 'review' ? (
        <Link to={`/laptop/${laptop.slug}`} className={TITLE_CLASS}>
          {laptop.title}
        </Link>
      ) : (
        <AffiliateLink laptop={laptop} source="comparison-table" className={TITLE_CLASS}>
          {laptop.title}
        </AffiliateLink>
      )}
      {children}
    </th>
  );
}
