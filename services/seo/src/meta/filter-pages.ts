import type { LaptopFilter } from '@bli/contracts';

/** The six spec-sheet pages at /laptops/{slug} (docs/product-rules.md §10) and the catalogue filter behind each. */
export interface FilterPage {
  slug: string;
  filter: LaptopFilter;
  /** "Best Laptops with AMD Processors in India" */
  heading: string;
  /** "laptops with AMD processors", inside sentences. */
  noun: string;
}

export const FILTER_PAGES: readonly FilterPage[] = [
  {
    slug: 'amd-processor',
    filter: { filterType: 'processor', filterValue: 'amd' },
    heading: 'Best Laptops with AMD Processors in India',
    noun: 'laptops with AMD processors',
  },
  {
    slug: 'intel-processor',
    filter: { filterType: 'processor', filterValue: 'intel' },
    heading: 'Best Laptops with Intel Processors in India',
    noun: 'laptops with Intel processors',
  },
  {
    slug: '8gb-ram',
    filter: { filterType: 'ram', filterValue: '8gb' },
    heading: 'Best 8GB RAM Laptops in India',
    noun: 'laptops with 8 GB RAM',
  },
  {
    slug: '16gb-ram',
    filter: { filterType: 'ram', filterValue: '16gb' },
    heading: 'Best Laptops with 16GB RAM or More in India',
    noun: 'laptops with 16 GB RAM or more',
  },
  {
    slug: 'ssd-storage',
    filter: { filterType: 'storage', filterValue: 'ssd' },
    heading: 'Best Laptops with SSD Storage in India',
    noun: 'laptops with SSD storage',
  },
  {
    slug: 'dedicated-graphics',
    filter: { filterType: 'graphics', filterValue: 'dedicated' },
    heading: 'Best Laptops with Dedicated Graphics in India',
    noun: 'laptops with a dedicated graphics card',
  },
];

export const filterPageFor = (slug: string) => FILTER_PAGES.find((page) => page.slug === slug);
