import type { ListRefinement } from '../../lib/list-refinement';
import { catalogueQueries } from '../../lib/queries/catalogue.queries';
import type { FilterPage } from '../../lib/site';

export const filterQuery = (page: FilterPage, pageNumber: number, refinement?: ListRefinement) =>
  catalogueQueries.filteredLaptops(page, pageNumber, refinement);
