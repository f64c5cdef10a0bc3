import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Every route's error boundary: says what broke and offers a way back. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div role="alert" className="mx-auto max-w-xl p-8">
      <h1 className="text-xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-sm text-slate-600">{detail}</p>
      <Link to="/" className="mt-4 inline-block text-orange-600 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
