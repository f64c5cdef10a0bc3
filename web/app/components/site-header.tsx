import { Link } from 'react-router';
import { SITE_NAME } from '../lib/site';
import { SpriteIcon } from './sprite-icon';
import { DesktopNav } from './site-nav/desktop-nav';
import { SearchBox } from './search/search-box';
import { MobileNav } from './site-nav/mobile-nav';

/**
 * Sticky site navigation (docs/product-rules.md §2). Every link is a real anchor in the server HTML: the
 * dropdowns render as CSS hover/focus menus and the mobile menu as <details> until React
 * hydrates, then switch to scripted menu buttons / a toggle button with collapsible sections.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="inline-flex items-center gap-2 text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <SpriteIcon name="laptop" className="h-6 w-6 text-orange-500" />
          {SITE_NAME}
        </Link>
        <SearchBox className="hidden max-w-xs flex-1 sm:block" />
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
