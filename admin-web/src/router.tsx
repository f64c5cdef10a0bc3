import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from './auth/login-page';
import { RequireSession } from './auth/require-session';
import { ContentLayout } from './content/content-layout';
import { DashboardPage } from './dashboard/dashboard-page';
import { AdminLayout } from './layout/admin-layout';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';

/** docs/product-rules.md §2: /admin/price-update is loaded lazily and shows "Loading..." meanwhile. */
const PriceUpdatePage = lazy(() => import('./price-update/price-update-page'));
const LaptopsPage = lazy(() => import('./laptops/laptops-page'));
const LaptopEditorPage = lazy(() => import('./laptops/laptop-editor-page'));
const ImportPage = lazy(() => import('./import/import-page'));
const AccountPage = lazy(() => import('./account/account-page'));
const DealsPage = lazy(() => import('./deals/deals-page'));
const AlertsPage = lazy(() => import('./alerts/alerts-page'));
const DealEditorPage = lazy(() => import('./deals/deal-editor-page'));
const PostsPage = lazy(() => import('./content/posts-page'));
const PostEditorPage = lazy(() => import('./content/post-editor-page'));
const EntriesPage = lazy(() => import('./content/entries-page'));
const EntryEditorPage = lazy(() => import('./content/entry-editor-page'));

const loading = <p className="p-6 text-slate-600">Loading...</p>;

export const ADMIN_BASENAME = '/admin';

export function createAdminRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
      {
        element: <RequireSession />,
        errorElement: <RouteError />,
        children: [
          {
            element: <AdminLayout />,
            errorElement: <RouteError />,
            children: [
              { index: true, element: <DashboardPage /> },
              {
                path: 'price-update',
                element: (
                  <Suspense fallback={loading}>
                    <PriceUpdatePage />
                  </Suspense>
                ),
              },
              {
                path: 'laptops',
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    element: (
                      <Suspense fallback={loading}>
                        <LaptopsPage />
                      </Suspense>
                    ),
                  },
                  {
                    path: 'import',
                    errorElement: <RouteError />,
                    element: (
                      <Suspense fallback={loading}>
                        <ImportPage />
                      </Suspense>
                    ),
                  },
                  {
                    path: ':asin',
                    errorElement: <RouteError />,
                    element: (
                      <Suspense fallback={loading}>
                        <LaptopEditorPage />
                      </Suspense>
                    ),
                  },
                ],
              },
              {
                path: 'content',
                element: <ContentLayout />,
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <Navigate to="posts" replace /> },
                  {
                    path: 'posts',
                    errorElement: <RouteError />,
                    children: [
                      {
                        index: true,
                        element: (
                          <Suspense fallback={loading}>
                            <PostsPage />
                          </Suspense>
                        ),
                      },
                      {
                        path: ':id',
                        errorElement: <RouteError />,
                        element: (
                          <Suspense fallback={loading}>
                            <PostEditorPage />
                          </Suspense>
                        ),
                      },
                    ],
                  },
                  {
                    // Guides, use-case lists, comparisons and authors; any other name is a 404.
                    path: ':kind',
                    errorElement: <RouteError />,
                    children: [
                      {
                        index: true,
                        element: (
                          <Suspense fallback={loading}>
                            <EntriesPage />
                          </Suspense>
                        ),
                      },
                      {
                        path: ':id',
                        errorElement: <RouteError />,
                        element: (
                          <Suspense fallback={loading}>
                            <EntryEditorPage />
                          </Suspense>
                        ),
                      },
                    ],
                  },
                ],
              },
              {
                path: 'deals',
                errorElement: <RouteError />,
                children: [
                  {
                    index: true,
                    element: (
                      <Suspense fallback={loading}>
                        <DealsPage />
                      </Suspense>
                    ),
                  },
                  {
                    path: ':id',
                    errorElement: <RouteError />,
                    element: (
                      <Suspense fallback={loading}>
                        <DealEditorPage />
                      </Suspense>
                    ),
                  },
                ],
              },
              {
                path: 'alerts',
                errorElement: <RouteError />,
                element: (
                  <Suspense fallback={loading}>
                    <AlertsPage />
                  </Suspense>
                ),
              },
              {
                path: 'account',
                element: (
                  <Suspense fallback={loading}>
                    <AccountPage />
                  </Suspense>
                ),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
    { basename: ADMIN_BASENAME },
  );
}
