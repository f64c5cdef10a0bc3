import { testLaptop } from '@bli/testing';
import { compareMeta, searchHomeMeta, searchResultsMeta } from './search-pages';

describe('search and compare metadata', () => {
  it('describes the bare search page with the catalogue size', () => {
    const meta = searchHomeMeta(109);
    expect(meta.title).toBe('Search Laptops by Budget, Specs and Brand | Best Laptops India');
    expect(meta.description).toContain('Search 109 laptops sold in India');
  });

  it('names the words and the count of a results page', () => {
    expect(searchResultsMeta('gaming under 80k', { total: 12 }).title).toBe(
      '“gaming under 80k”: 12 laptops found | Best Laptops India',
    );
    expect(searchResultsMeta('xyz', { total: 0 }).title).toContain('No laptops found');
    expect(searchResultsMeta('<b>', { total: 1 }).metaTags).toContain('&lt;b&gt;');
  });

  it('names the compared laptops', () => {
    const a = testLaptop({ brand: 'HP', title: 'HP 15s, Intel Core i5' });
    const b = testLaptop({ brand: 'Dell', title: 'Dell Inspiron 3520, Intel Core i5' });
    expect(compareMeta({ laptops: [a, b] }).title).toBe(
      'HP 15s vs Dell Inspiron 3520: Specs and Prices Compared | Best Laptops India',
    );
    expect(compareMeta({ laptops: [a] }).title).toBe(
      'Compare Laptops Side by Side | Best Laptops India',
    );
  });
});
