import { SeoApi } from '@bli/contracts';
import {
  ApiError,
  apiCall,
  isUnavailable,
  setGatewayFetch,
  UnreachableError,
  type GatewayFetch,
} from './api-client';

const outcome = (transport: GatewayFetch) => {
  setGatewayFetch(transport);
  return apiCall(SeoApi.sitemap).then(
    () => undefined,
    (error: unknown) => error,
  );
};

afterAll(() => setGatewayFetch((url, init) => fetch(url, init)));

describe('a call that reaches no gateway', () => {
  it('is a 503, as a gateway that answers 503 is', async () => {
    const error = await outcome(() => Promise.reject(new TypeError('fetch failed')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(UnreachableError);
    expect(error).toMatchObject({ status: 503, message: '503: fetch failed' });
    expect(isUnavailable(error)).toBe(true);
  });

  it('is not confused with any other failure, which stays as it is', async () => {
    const bug = new RangeError('not a network failure');
    expect(await outcome(() => Promise.reject(bug))).toBe(bug);
    expect(isUnavailable(bug)).toBe(false);
  });
});
