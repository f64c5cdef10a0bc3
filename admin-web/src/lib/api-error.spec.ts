import { apiErrorFromBody, readableError } from './api-error';

describe('apiErrorFromBody', () => {
  it('reads the gateway error and its field list', () => {
    const body = JSON.stringify({
      error: 'maxPrice is required and must be greater than 0',
      code: 'INVALID_INPUT',
      correlationId: 'c1',
      details: { fields: [{ field: 'maxPrice', message: 'must be greater than 0' }, { x: 1 }] },
    });
    const error = apiErrorFromBody(400, 'Bad Request', body);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.serverMessage).toBe('maxPrice is required and must be greater than 0');
    expect(error.fieldErrors).toEqual([{ field: 'maxPrice', message: 'must be greater than 0' }]);
  });

  it('uses the status text for an empty body and keeps non-JSON bodies as text', () => {
    expect(apiErrorFromBody(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
    const html = apiErrorFromBody(502, 'Bad Gateway', '<html>down</html>');
    expect([html.message, html.serverMessage]).toEqual(['502: <html>down</html>', null]);
  });

  it('offers the server words, or the fallback', () => {
    expect(
      readableError(apiErrorFromBody(404, 'x', '{"error":"Price range not found"}'), 'f'),
    ).toBe('Price range not found');
    expect(readableError(new TypeError('fetch failed'), 'Failed to sync laptops')).toBe(
      'Failed to sync laptops',
    );
  });
});
