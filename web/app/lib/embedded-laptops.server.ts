import { CatalogueApi, type Laptop } from '@bli/contracts';
import { apiCall } from './api-client';

/**
 * The laptops a page embeds as product boxes (a post's, a use-case list's picks), in the order
 * named, in one call to the catalogue: a laptop no longer on sale is left out. The boxes are an
 * extra: when the catalogue cannot answer, the page shows none and the log says why.
 */
export async function fetchEmbeddedLaptops(slugs: readonly string[]): Promise<Laptop[]> {
  if (slugs.length === 0) return [];
  try {
    // The query names the list comma-separated, as the route reads it.
    return await apiCall(CatalogueApi.laptopsBySlugs, { params: { slugs: [...slugs] } });
  } catch (error) {
    console.warn(`Embedded laptops ${slugs.join(',')} could not be loaded`, error);
    return [];
  }
}
