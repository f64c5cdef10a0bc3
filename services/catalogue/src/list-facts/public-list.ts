import type { FilterQuery } from '@mikro-orm/core';
import { FILTER_PAGES, type LaptopFilter, type PublicList } from '@bli/contracts';
import type { Laptop } from '../entities';
import { whereForCriteria, whereForFilter, whereForGaming } from '../laptops/laptop-filters';

/**
 * The active laptops a public list shows, with the same conditions as the list's own pages, so
 * what is counted is exactly what is listed.
 */
export function whereForList(list: PublicList): FilterQuery<Laptop> {
  return { ...(conditionsOf(list) as object), isActive: true } as FilterQuery<Laptop>;
}

function conditionsOf(list: PublicList): FilterQuery<Laptop> {
  switch (list.kind) {
    case 'all':
      return {};
    case 'price-range':
      return { priceRange: list.priceRangeId };
    case 'gaming':
      return whereForGaming();
    case 'filter-page': {
      const page = FILTER_PAGES.find((candidate) => candidate.slug === list.slug);
      // The contract admits only the slugs of FILTER_PAGES.
      if (!page) throw new Error(`No filter page ${list.slug}`);
      return whereForFilter({
        filterType: page.filterType,
        filterValue: page.filterValue,
      } as LaptopFilter);
    }
    case 'use-case':
      return whereForCriteria(list.criteria);
  }
}
