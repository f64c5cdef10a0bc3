import { useRouteLoaderData } from 'react-router';

/** The configured public origin (SITE_URL), as the root loader read it on the server. */
export function useSiteUrl(): string {
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
