import { data } from 'react-router';
import { isNotFound, isUnavailable } from './api-client';

/**
 * The catch of a page loader whose API calls failed: the page's not-found data with a 404 status
 * when the API says the address names nothing; with `unavailable`, a thrown 503 carrying that
 * message when the API answered with a server error or could not be reached; any other error
 * thrown as it is (the route's error boundary shows it).
 */
export function notFoundOrThrow<T>(error: unknown, notFound: T, unavailable?: string) {
  if (isNotFound(error)) return data(notFound, { status: 404 });
  if (unavailable !== undefined && isUnavailable(error)) {
    throw data(unavailable, { status: 503 });
  }
  throw error;
}
