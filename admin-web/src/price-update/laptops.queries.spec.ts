import { QueryClient } from '@tanstack/react-query';
import { PRICE_PAGE_SIZE, priceListQuery } from './laptops.queries';

function answer(items: unknown[], total: number): jest.Mock {
  const fetchMock = jest.fn(
    async () =>
      new Response(JSON.stringify(items), { headers: { 'x-total-count': String(total) } }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('priceListQuery', () => {
  it('asks the server for one page of its search, never the whole catalogue', async () => {
    const fetchMock = answer([{ asin: 'B0TEST0001' }], 100_000);
    const page = await new QueryClient().fetchQuery(
      priceListQuery({ q: 'ideapad B0TEST', state: 'active', page: 3 }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(
      `/api/admin/laptops?q=ideapad+B0TEST&status=active&page=3&pageSize=${PRICE_PAGE_SIZE}`,
    );
    expect(page).toEqual({
      items: [{ asin: 'B0TEST0001' }],
      total: 100_000,
      page: 3,
      pageSize: PRICE_PAGE_SIZE,
    });
  });

  it('leaves out the words and state not given, and keys each page under the laptops', async () => {
    const first = priceListQuery({ page: 1 });
    expect(first.queryKey.slice(0, 2)).toEqual(['admin', 'laptops']);
    expect(first.queryKey).not.toEqual(priceListQuery({ page: 2 }).queryKey);
    answer([], 0);
    await new QueryClient().fetchQuery(first);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe(
      `/api/admin/laptops?page=1&pageSize=${PRICE_PAGE_SIZE}`,
    );
  });
});
