import { Skeleton } from '@bli/ui';

function Grid({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-80" />
      ))}
    </div>
  );
}

/** The spec's placeholders, per destination (home 4 + 2, range and landing pages 6). */
export function SkeletonFor({ pathname }: { pathname: string }) {
  if (pathname === '/') {
    return (
      <div className="space-y-8">
        <Skeleton className="h-48" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      </div>
    );
  }
  if (pathname.startsWith('/laptop/')) {
    return (
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton className="h-80" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-40" />
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Grid count={6} />
    </div>
  );
}
