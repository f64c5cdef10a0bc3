import { CatalogueApi, GatewayApi, SyncApi } from '@bli/contracts';
import {
  apiCall,
  apiCallAll,
  apiCallOrNullOn401,
  setCsrfToken,
  setUnauthorisedHandler,
} from './api-client';
import { ApiError } from './api-error';

type Call = [string, RequestInit];

function answer(status: number, body = ''): jest.Mock {
  const fetchMock = jest.fn(async () => new Response(body || null, { status }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiCall', () => {
  afterEach(() => {
    setCsrfToken(null);
    setUnauthorisedHandler(() => undefined);
  });

  it('sends credentials always, and the CSRF token on writes only', async () => {
    setCsrfToken('token-1');
    const fetchMock = answer(200, '{"ok":true}');
    await apiCall(CatalogueApi.adminStats);
    await apiCall(SyncApi.priceRangeSync, { body: { priceRangeId: 1, useKeepa: false } });
    const [[, read], [, write]] = fetchMock.mock.calls as Call[];
    expect(read).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(read.headers).not.toHaveProperty('x-csrf-token');
    expect(write).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"priceRangeId":1,"useKeepa":false}',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-1' },
    });
  });

  it('sends no body and no content type without a body, and reads a 204 as nothing', async () => {
    setCsrfToken('token-1');
    const fetchMock = answer(204);
    await expect(apiCall(GatewayApi.logout)).resolves.toBeUndefined();
    const [[, init]] = fetchMock.mock.calls as Call[];
    expect(init.headers).not.toHaveProperty('content-type');
    expect(init.body).toBeUndefined();
  });

  it('reports a 401 to the session handler, unless the read asked for null', async () => {
    const unauthorised = jest.fn();
    setUnauthorisedHandler(unauthorised);
    answer(401, '{"error":"Authentication required","code":"UNAUTHORISED"}');
    await expect(apiCallOrNullOn401(GatewayApi.me)).resolves.toBeNull();
    expect(unauthorised).not.toHaveBeenCalled();
    const failure = apiCall(CatalogueApi.adminStats);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Authentication required',
    });
    expect(unauthorised).toHaveBeenCalledTimes(1);
  });
});

describe('apiCallAll', () => {
  it('reads the first page, then every other page that X-Total-Count says exists', async () => {
    const fetchMock = jest.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const items = page < 3 ? Array.from({ length: 200 }, (_, i) => (page - 1) * 200 + i) : [400];
      return new Response(JSON.stringify(items), { headers: { 'x-total-count': '401' } });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const all = await apiCallAll(CatalogueApi.adminLaptopsList);
    expect(all).toEqual(Array.from({ length: 401 }, (_, i) => i));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/laptops?page=1&pageSize=200',
      '/api/admin/laptops?page=2&pageSize=200',
      '/api/admin/laptops?page=3&pageSize=200',
    ]);
  });

  it('asks once when everything fits in the first page', async () => {
    const fetchMock = jest.fn(
      async () => new Response('[1,2]', { headers: { 'x-total-count': '2' } }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(await apiCallAll(CatalogueApi.adminLaptopsList)).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
