import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CategoryFilter } from './category-filter';

function render(active: Parameters<typeof CategoryFilter>[0]['active']) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <CategoryFilter active={active} />
    </MemoryRouter>,
  );
}

it('renders each filter as a link that works without JavaScript', () => {
  const html = render(null);
  for (const href of [
    '/blog"',
    '/blog?category=buying-guide',
    '/blog?category=cpu-reviews',
    '/blog?category=comparisons',
    '/blog?category=india-specific',
  ]) {
    expect(html).toContain(`href="${href}`);
  }
  expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  expect(html).toMatch(/aria-current="page"[^>]*>All</);
});

it('marks the active category', () => {
  expect(render('cpu-reviews')).toMatch(/aria-current="page"[^>]*>CPU Reviews</);
});
