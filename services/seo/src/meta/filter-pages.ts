import { FILTER_PAGES as SITE_FILTER_PAGES } from '@bli/contracts';

/**
 * A spec-sheet page at /laptops/{slug} (docs/product-rules.md §10); the catalogue knows the
 * filter behind each slug.
 */
export interface FilterPage {
  slug: (typeof SITE_FILTER_PAGES)[number]['slug'];
  /** "Best Laptops with AMD Processors in India" */
  heading: string;
  /** "laptops with AMD processors", inside sentences. */
  noun: string;
}

/** The metadata's words for each page of the contracts' list. */
const COPY: Record<
  (typeof SITE_FILTER_PAGES)[number]['slug'],
  Pick<FilterPage, 'heading' | 'noun'>
> = {
  'amd-processor': {
    heading: 'Best Laptops with AMD Processors in India',
    noun: 'laptops with AMD processors',
  },
  'intel-processor': {
    heading: 'Best Laptops with Intel Processors in India',
    noun: 'laptops with Intel processors',
  },
  '8gb-ram': {
    heading: 'Best 8GB RAM Laptops in India',
    noun: 'laptops with 8 GB RAM',
  },
  '16gb-ram': {
    heading: 'Best Laptops with 16GB RAM or More in India',
    noun: 'laptops with 16 GB RAM or more',
  },
  'ssd-storage': {
    heading: 'Best Laptops with SSD Storage in India',
    noun: 'laptops with SSD storage',
  },
  'dedicated-graphics': {
    heading: 'Best Laptops with Dedicated Graphics in India',
    noun: 'laptops with a dedicated graphics card',
  },
};

export const FILTER_PAGES: readonly FilterPage[] = SITE_FILTER_PAGES.map(({ slug }) => ({
  slug,
  ...COPY[slug],
}));

export const filterPageFor = (slug: string) => FILTER_PAGES.find((page) => page.slug === slug);
