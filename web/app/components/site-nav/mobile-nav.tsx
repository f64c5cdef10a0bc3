import { cn } from '@bli/ui';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SpriteIcon } from '../sprite-icon';
import { NAV_ENTRIES, type NavGroup } from './nav-items';
import type { MobileMenuState } from './scripted-nav';
import { loadScriptedNav, useScriptedNav } from './scripted-nav-loader';

export const MOBILE_MENU_ID = 'mobile-menu';

export const toggleClass =
  'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-500 lg:hidden';
export const panelClass =
  'absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg lg:hidden';
const linkClass =
  'block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';
/** A component class of site-nav.css. */
const subLinkClass = 'nav-sub-link';
export const sectionTriggerClass =
  'flex w-full cursor-pointer items-center justify-between rounded-md px-3 py-2.5 text-left text-base font-medium text-slate-800 hover:bg-slate-100';

type SectionRenderer = (group: NavGroup, links: ReactNode) => ReactNode;

/** The menu's links, shared by the scripted and the no-JavaScript versions. */
export function MenuLinks({
  section,
  onNavigate,
}: {
  section: SectionRenderer;
  onNavigate?: () => void;
}) {
  return (
    <ul className="space-y-1 pt-2">
      {NAV_ENTRIES.map((entry) =>
        entry.kind === 'link' ? (
          <li key={entry.to}>
            <Link to={entry.to} className={linkClass} onClick={onNavigate}>
              {entry.label}
            </Link>
          </li>
        ) : (
          <li key={entry.id}>
            {section(
              entry,
              <ul>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className={subLinkClass} onClick={onNavigate}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>,
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** What the `<details>` menu shows: open or not, which sections, whether its toggle has focus. */
function readMenu(menu: HTMLDetailsElement | null): MobileMenuState {
  const summary = menu?.querySelector('summary');
  return {
    open: menu?.open ?? false,
    sections: [...(menu?.querySelectorAll<HTMLDetailsElement>('details[data-nav-group]') ?? [])]
      .filter((section) => section.open)
      .map((section) => section.dataset.navGroup ?? ''),
    focused: summary != null && document.activeElement === summary,
  };
}

const startLoading = () => void loadScriptedNav();

/**
 * Server HTML, no-JavaScript version and the first moments after hydration: native <details>
 * disclosures, same look. The scripted menu (scripted-nav.tsx) replaces it in the state it is in.
 */
export function MobileNav() {
  const menu = useRef<HTMLDetailsElement>(null);
  const scripted = useScriptedNav(menu, readMenu);
  if (scripted) return <scripted.nav.ScriptedMobileNav initial={scripted.seen} />;
  return (
    <details
      ref={menu}
      className="group/menu lg:hidden"
      onPointerEnter={startLoading}
      onTouchStart={startLoading}
      onFocus={startLoading}
    >
      <summary
        className={cn(toggleClass, 'list-none [&::-webkit-details-marker]:hidden')}
        aria-label="Menu"
      >
        <SpriteIcon name="menu" className="h-6 w-6 group-open/menu:hidden" />
        <SpriteIcon name="x" className="hidden h-6 w-6 group-open/menu:block" />
      </summary>
      <nav aria-label="Main" className={panelClass}>
        <MenuLinks
          section={(group, links) => (
            <details className="group/section" data-nav-group={group.id}>
              <summary
                className={cn(sectionTriggerClass, 'list-none [&::-webkit-details-marker]:hidden')}
              >
                {group.label}
                <SpriteIcon
                  name="chevron-down"
                  className="h-4 w-4 transition-transform group-open/section:rotate-180"
                />
              </summary>
              {links}
            </details>
          )}
        />
      </nav>
    </details>
  );
}
