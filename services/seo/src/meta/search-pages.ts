import type { CompareResult, PageMeta, SearchResult } from '@bli/contracts';
import { shortName } from '@bli/domain';
import { pageMeta } from './meta-tags';
import { listOf, plural, withSiteName } from './text';

/** The bare `/search`: what the box understands, over the whole catalogue. */
export function searchHomeMeta(laptopCount: number): PageMeta {
  return pageMeta(
    withSiteName('Search Laptops by Budget, Specs and Brand'),
    `Search ${plural(laptopCount, 'laptop')} sold in India the way you would say it: ` +
      `"gaming laptop under 80k", "1.5 lakh", "i5 16gb ssd", a brand or a model code. ` +
      `Filter, sort and compare up to four side by side.`,
  );
}

/** A results page: the words and how many laptops they found. */
export function searchResultsMeta(q: string, result: Pick<SearchResult, 'total'>): PageMeta {
  const found = result.total ? plural(result.total, 'laptop') : 'No laptops';
  return pageMeta(
    withSiteName(`“${q}”: ${found} found`),
    `${found} in India matching “${q}”, with Amazon prices, ratings, filters by budget, brand, ` +
      `processor, RAM and graphics, and side-by-side comparison.`,
  );
}

/** `/compare?laptops=…`: the laptops it shows, by their short names. */
export function compareMeta(result: Pick<CompareResult, 'laptops'>): PageMeta {
  const names = result.laptops.map(shortName);
  if (names.length < 2) {
    return pageMeta(
      withSiteName('Compare Laptops Side by Side'),
      'Pick up to four laptops and compare their specifications, prices and 90-day price history side by side.',
    );
  }
  return pageMeta(
    withSiteName(`${names.join(' vs ')}: Specs and Prices Compared`),
    `${listOf(names)} side by side: processor, RAM, storage, graphics, display, battery, ` +
      `weight, price and 90-day price history, with the best value in each row highlighted.`,
  );
}
