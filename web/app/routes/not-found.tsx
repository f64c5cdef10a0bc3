import { data, Link } from 'react-router';
import { Button } from '@bli/ui';
import { SITE_NAME } from '../lib/site';

/** Any path no route claims: the spec's texts, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `404 Page Not Found | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link to="/">Back to home</Link>
      </Button>
    </main>
  );
}
