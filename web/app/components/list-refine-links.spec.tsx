import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ListRefinement } from '../lib/list-refinement';
import { ListRefineLinks } from './list-refine-links';

const html = (at: string, refinement: ListRefinement) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <ListRefineLinks refinement={refinement} />
    </MemoryRouter>,
  );

describe('ListRefineLinks', () => {
  it('links to the real-discount order and to the good deals only, dropping the page', () => {
    const links = html('/laptops/ssd-storage?page=2', { sort: 'rank', goodDeals: false });
    expect(links).toContain('aria-current="true"');
    expect(links).toContain('href="/laptops/ssd-storage?sort=real-discount"');
    expect(links).toMatch(
      /role="switch" aria-checked="false"[^>]*href="\/laptops\/ssd-storage\?goodDeals=true"/,
    );
  });

  it('keeps one refinement when switching the other', () => {
    const links = html('/laptops/ssd-storage?sort=real-discount&goodDeals=true', {
      sort: 'real-discount',
      goodDeals: true,
    });
    expect(links).toContain('href="/laptops/ssd-storage?goodDeals=true"');
    expect(links).toContain('href="/laptops/ssd-storage?sort=real-discount"');
    expect(links).toMatch(
      /role="switch" aria-checked="true"[^>]*href="\/laptops\/ssd-storage\?sort=real-discount"/,
    );
  });
});
