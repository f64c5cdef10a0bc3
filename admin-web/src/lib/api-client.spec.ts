import { CatalogueApi, GatewayApi, SyncApi } from '@bli/contracts';
import { apiCall, apiCallOrNullOn401, setCsrfToken, setUnauthorisedHandler } from './api-client';
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
