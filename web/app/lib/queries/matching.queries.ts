import type { Laptop, LaptopCriteria } from '@bli/contracts';
import { searchOf } from './content.queries';
import { getPage } from './page-query';

/**
 * One page of the catalogue laptops meeting a use case's criteria (ranked). Apart from the
 * content queries, so that pages listing no laptops do not load the paging code.
 */
export const matchingLaptops = (criteria: LaptopCriteria, page = 1) =>
  getPage<Laptop>(['/api', 'laptops', 'matching'], page, searchOf({ ...criteria }));
