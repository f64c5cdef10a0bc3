import { CatalogueApi, type LaptopCriteria } from '@bli/contracts';
import { WEB_PAGE_SIZE } from '../paging';
import { apiQuery } from '../api-client';

/**
 * One page of the catalogue laptops meeting a use case's criteria (ranked). Apart from the
 * content queries, so that pages listing no laptops do not load the catalogue's.
 */
export const matchingLaptops = (criteria: LaptopCriteria, page = 1) =>
  apiQuery(CatalogueApi.laptopsMatching, {
    params: { ...criteria, page, pageSize: WEB_PAGE_SIZE },
  });
