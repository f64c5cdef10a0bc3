import type { KnowledgeGuide } from '@bli/contracts';

/** BreadcrumbList for a guide page (compliance.md: structured data), absolute URLs. */
export function guideBreadcrumbJsonLd(guide: KnowledgeGuide, origin: string) {
  const items = [
    { name: 'Knowledge Hub', url: `${origin}/knowledge-hub` },
    { name: guide.category.title, url: `${origin}/knowledge-hub#${guide.category.slug}` },
    { name: guide.title, url: `${origin}${guide.path}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
