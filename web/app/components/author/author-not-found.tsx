import { Button } from '@bli/ui';
import { Link } from 'react-router';

/** Unknown author (served with HTTP 404). */
export function AuthorNotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Author Not Found</h1>
      <p className="mt-4 text-slate-600">
        We could not find that author. Our guides and reviews are listed on the blog.
      </p>
      <Button asChild className="mt-8">
        <Link to="/blog">Back to Blog</Link>
      </Button>
    </main>
  );
}
