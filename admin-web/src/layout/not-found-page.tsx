import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-slate-600">There is no admin page at this address.</p>
      <Link to="/" className="mt-4 inline-block text-orange-600 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
