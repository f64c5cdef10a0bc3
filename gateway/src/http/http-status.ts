import type { ErrorCode } from '@bli/contracts';

/** The one place an error code becomes an HTTP status. */
export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  INVALID_INPUT: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_UNAVAILABLE: 503,
};

const CODE_BY_HTTP_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORISED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'INVALID_INPUT',
  415: 'INVALID_INPUT',
  429: 'RATE_LIMITED',
  503: 'UPSTREAM_UNAVAILABLE',
};

export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_HTTP_STATUS[status] ?? (status < 500 ? 'INVALID_INPUT' : 'INTERNAL');
}
