import { catalogueQueries } from '../../lib/queries/catalogue.queries';
import type { FilterPage } from '../../lib/site';

export const filterQuery = (page: FilterPage, pageNumber: number) =>
  catalogueQueries.filteredLaptops(page, pageNumber);
