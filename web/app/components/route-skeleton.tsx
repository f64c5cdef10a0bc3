import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** Its code loads with the first client-side navigation, not with the page. */
const SkeletonFor = lazy(() =>
  import('./route-skeletons').then((module) => ({ default: module.SkeletonFor })),
);

/**
 * Shown only during client-side navigation to another page; the server always sends the full
 * page, so first loads never show a skeleton.
 */
export function RouteSkeleton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.pathname;
  if (navigation.state === 'loading' && target && target !== location.pathname) {
    return (
      <main aria-busy="true" aria-label="Loading" className="mx-auto max-w-7xl px-4 py-10">
        <Suspense fallback={null}>
          <SkeletonFor pathname={target} />
        </Suspense>
      </main>
    );
  }
  return <>{children}</>;
}
