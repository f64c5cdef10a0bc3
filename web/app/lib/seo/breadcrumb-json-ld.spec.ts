import { breadcrumbJsonLd } from './breadcrumb-json-ld';

describe('breadcrumbJsonLd', () => {
  it('lists the trail in order with absolute URLs on the configured origin', () => {
    expect(
      breadcrumbJsonLd('https://example.in', [
        { name: 'Home', path: '/' },
        { name: 'Knowledge Hub', path: '/knowledge-hub' },
        { name: 'Display panel types', path: '/display/panel-types' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.in/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Knowledge Hub',
          item: 'https://example.in/knowledge-hub',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Display panel types',
          item: 'https://example.in/display/panel-types',
        },
      ],
    });
  });
});
