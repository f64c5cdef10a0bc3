import { Button } from '@bli/ui';
import { Link } from 'react-router';

export function LaptopNotFound() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Laptop Not Found</h1>
      <p className="mt-4 text-slate-600">The requested laptop could not be found.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/gaming-laptops">Browse gaming laptops</Link>
        </Button>
      </div>
    </main>
  );
}
