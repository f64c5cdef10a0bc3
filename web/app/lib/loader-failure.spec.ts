import { ApiError, UnreachableError } from './api-client';
import { notFoundOrThrow } from './loader-failure';

const NOT_FOUND = { notFound: true as const };

/** What a loader's catch gives back (a value) or throws. */
function outcome(run: () => unknown): { returned?: unknown; thrown?: unknown } {
  try {
    return { returned: run() };
  } catch (thrown) {
    return { thrown };
  }
}

describe('notFoundOrThrow', () => {
  it('answers the page’s not-found data with a 404 when the API says 404 or 400', () => {
    for (const status of [404, 400]) {
      const { returned } = outcome(() =>
        notFoundOrThrow(new ApiError(status, `${status}: no`), NOT_FOUND),
      );
      expect(returned).toMatchObject({ data: NOT_FOUND, init: { status: 404 } });
    }
  });

  it('throws a 503 naming what is unavailable when the API failed, if the route names it', () => {
    const failed = new ApiError(502, '502: Bad Gateway');
    expect(
      outcome(() => notFoundOrThrow(failed, NOT_FOUND, 'The blog is down')).thrown,
    ).toMatchObject({
      data: 'The blog is down',
      init: { status: 503 },
    });
    expect(outcome(() => notFoundOrThrow(failed, NOT_FOUND)).thrown).toBe(failed);
  });

  it('throws a 503 when the gateway could not be reached at all', () => {
    const unreachable = new UnreachableError('fetch failed');
    expect(
      outcome(() => notFoundOrThrow(unreachable, NOT_FOUND, 'The blog is down')).thrown,
    ).toMatchObject({ data: 'The blog is down', init: { status: 503 } });
  });

  it('throws any other error as it is', () => {
    const error = new TypeError('fetch failed');
    expect(outcome(() => notFoundOrThrow(error, NOT_FOUND, 'down')).thrown).toBe(error);
  });
});
