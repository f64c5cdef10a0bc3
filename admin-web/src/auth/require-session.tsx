import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionQuery } from './auth.queries';
import { loginPath } from './return-path';

/**
 * The operators' routes: rendered only with a session. Without one (never signed in, logged
 * out, or a 401 from any call since) the login screen is shown with the page to come back to.
 */
export function RequireSession() {
  const session = useQuery(sessionQuery);
  const location = useLocation();
  if (session.isPending) {
    return <p className="p-6 text-slate-600">Loading...</p>;
  }
  if (session.isError) {
    return (
      <p role="alert" className="p-6 text-red-700">
        The admin API is not answering. Reload the page to try again.
      </p>
    );
  }
  if (!session.data) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
