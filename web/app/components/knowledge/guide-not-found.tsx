import { Button } from '@bli/ui';
import { Link } from 'react-router';

export function GuideNotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Guide Not Found</h1>
      <p className="mt-4 text-slate-600">
        The guide you are looking for does not exist or has moved. Every guide we publish is listed
        in the Knowledge Hub.
      </p>
      <Button asChild className="mt-8">
        <Link to="/knowledge-hub">Go to the Knowledge Hub</Link>
      </Button>
    </main>
  );
}
