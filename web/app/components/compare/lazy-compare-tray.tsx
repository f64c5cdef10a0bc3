import { lazy, Suspense } from 'react';
import { useCompared } from './compare-store';

const CompareTray = lazy(() =>
  import('./compare-tray').then((module) => ({ default: module.CompareTray })),
);

/**
 * The compare tray's code loads only once this browser has picked a laptop to compare: the
 * server HTML never has a tray, so most first visits never need it (issue #3's JS budget).
 */
export function LazyCompareTray() {
  const compared = useCompared();
  if (compared.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
