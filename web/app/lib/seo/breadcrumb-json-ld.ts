/** One step of a breadcrumb trail: the page's name and its path (the current page may omit it). */
export interface Trail {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList with absolute URLs on the configured origin (docs/compliance.md). */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Trail[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}
