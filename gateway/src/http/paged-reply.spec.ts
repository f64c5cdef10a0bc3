import type { FastifyRequest } from 'fastify';
import { pageLinks } from './paged-reply';

const request = (url: string) => ({ url }) as FastifyRequest;
const read = ['page', 'pageSize', 'after', 'maxPrice'];
const page = { items: [], total: 95, pageSize: 10 };

describe('pageLinks', () => {
  it('points next at the cursor the service gave, the other links at page numbers', () => {
    const links = pageLinks(request('/api/laptops?pageSize=10&page=3&utm=x'), read, {
      ...page,
      page: 3,
      nextCursor: 'WzQsZmFsc2Vd',
    });
    expect(links).toBe(
      '</api/laptops?pageSize=10&page=1>; rel="first", ' +
        '</api/laptops?pageSize=10&page=2>; rel="prev", ' +
        '</api/laptops?pageSize=10&after=WzQsZmFsc2Vd>; rel="next", ' +
        '</api/laptops?pageSize=10&page=10>; rel="last"',
    );
  });

  it('drops the cursor a page was asked with from every link, keeping the query', () => {
    const links = pageLinks(
      request('/api/laptops/matching?maxPrice=60000&after=old&pageSize=10'),
      read,
      { ...page, page: 4, nextCursor: 'new' },
    );
    expect(links).toBe(
      '</api/laptops/matching?maxPrice=60000&pageSize=10&page=1>; rel="first", ' +
        '</api/laptops/matching?maxPrice=60000&pageSize=10&page=3>; rel="prev", ' +
        '</api/laptops/matching?maxPrice=60000&pageSize=10&after=new>; rel="next", ' +
        '</api/laptops/matching?maxPrice=60000&pageSize=10&page=10>; rel="last"',
    );
  });

  it('numbers the next page of a list without cursors, and gives none after the last', () => {
    expect(
      pageLinks(request('/api/admin/laptops?page=2&pageSize=10'), read, { ...page, page: 2 }),
    ).toContain('</api/admin/laptops?pageSize=10&page=3>; rel="next"');
    expect(
      pageLinks(request('/api/laptops?page=10&pageSize=10'), read, {
        ...page,
        page: 10,
        nextCursor: 'unused',
      }),
    ).not.toContain('rel="next"');
  });
});
