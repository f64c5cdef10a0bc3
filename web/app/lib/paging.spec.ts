import { assertPageExists, requestedPage } from './paging';

const url = (search: string) => new URL(`http://site.test/price-range/under-50000${search}`);

/** What a loader throws for a page that does not exist: a 404 response. */
function statusOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('requestedPage', () => {
  it('reads ?page=, the first page without one', () => {
    expect(requestedPage(url(''))).toBe(1);
    expect(requestedPage(url('?page=1'))).toBe(1);
    expect(requestedPage(url('?sort=rating&page=12'))).toBe(12);
  });

  it.each(['?page=0', '?page=-1', '?page=1.5', '?page=two', '?page=', '?page=10001'])(
    'answers 404 for %s',
    (search) => {
      expect(statusOf(() => requestedPage(url(search)))).toBe(404);
    },
  );
});

describe('assertPageExists', () => {
  it('lets an empty first page through and stops an empty later one', () => {
    expect(statusOf(() => assertPageExists(1, 0))).toBeUndefined();
    expect(statusOf(() => assertPageExists(2, 5))).toBeUndefined();
    expect(statusOf(() => assertPageExists(2, 0))).toBe(404);
  });
});
