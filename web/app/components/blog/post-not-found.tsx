import { Button } from '@bli/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** docs/product-rules.md §8 "Post Not Found" (served with HTTP 404) with its back-to-blog button. */
export function PostNotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Post Not Found</h1>
      <p className="mt-4 text-slate-600">
        The article you are looking for does not exist or may have been moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </main>
  );
}
