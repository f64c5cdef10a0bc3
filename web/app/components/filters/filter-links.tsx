import { FILTER_PAGES } from '../../lib/site';
import { LinkChips } from '../link-chips';

/** The other spec pages and the gaming page: more ways to browse. */
export function FilterLinks({ current }: { current: string }) {
  const links = FILTER_PAGES.filter((page) => page.slug !== current).map((page) => ({
    to: `/laptops/${page.slug}`,
    label: page.label,
  }));
  return (
    <LinkChips
      id="browse-heading"
      title="Browse laptops by other specs"
      links={[...links, { to: '/gaming-laptops', label: 'Gaming Laptops' }]}
    />
  );
}
