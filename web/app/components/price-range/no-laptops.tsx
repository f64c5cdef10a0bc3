import { SearchX } from 'lucide-react';

/** docs/product-rules.md §2: the range exists but has no laptops yet. */
export function NoLaptops() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold">No Laptops Found</h2>
      <p className="mt-2 text-slate-600">
        We&apos;re working on adding more laptops to this price range. Check back soon!
      </p>
    </div>
  );
}
