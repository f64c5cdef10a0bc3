import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from 'react-router';
import stylesheet from './app.css?url';
import { RouteSkeleton } from './components/route-skeleton';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { createQueryClient } from './lib/query-client';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <SiteHeader />
        <div className="flex-1">{children}</div>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouteSkeleton>
        <Outlet />
      </RouteSkeleton>
    </QueryClientProvider>
  );
}

/** Route errors that are not a page's own not-found state: a plain, honest message. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {status === 404 ? '404 Page Not Found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-slate-600">
        {status === 503
          ? 'Our laptop catalogue is briefly unavailable. Please try again in a minute.'
          : 'Please reload the page or go back to the home page.'}
      </p>
    </main>
  );
}
