import { cn } from '@bli/ui';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { NAV_ENTRIES, type NavGroup } from './nav-items';
import { useHydrated } from '../use-hydrated';

export const MOBILE_MENU_ID = 'mobile-menu';

const toggleClass =
  'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-orange-500 lg:hidden';
const panelClass =
  'absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg lg:hidden';
const linkClass =
  'block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';
const subLinkClass = 'block rounded-md py-2 pl-6 pr-3 text-sm text-slate-700 hover:bg-slate-100';
const sectionTriggerClass =
  'flex w-full cursor-pointer items-center justify-between rounded-md px-3 py-2.5 text-left text-base font-medium text-slate-800 hover:bg-slate-100';

type SectionRenderer = (group: NavGroup, links: ReactNode) => ReactNode;

/** The menu's links, shared by the scripted and the no-JavaScript versions. */
function MenuLinks({ section, onNavigate }: { section: SectionRenderer; onNavigate?: () => void }) {
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

/** One collapsible section of the scripted menu: a disclosure button and its links. */
function Section({ group, links }: { group: NavGroup; links: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        className={cn(sectionTriggerClass, 'group')}
        aria-expanded={open}
        aria-controls={id}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
      >
        {group.label}
        <ChevronDown
          className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div id={id} hidden={!open}>
        {links}
      </div>
    </div>
  );
}

/**
 * Scripted menu: a toggle button (aria-expanded, aria-controls) and three collapsible
 * sections that open and close independently. Any navigation (a link here, back/forward, a link
 * elsewhere on the page) closes it, and a click on one of its links closes it straight away.
 * Escape closes it and returns focus to the toggle.
 */
function ScriptedMobileNav() {
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(key);
  // Any navigation closes the menu: reset during render when the location changes (React's
  // "adjust state when a prop changes" pattern, so the menu never paints open on the new page).
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={toggleClass}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Menu className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
      <nav
        id={MOBILE_MENU_ID}
        aria-label="Main"
        hidden={!open}
        className={panelClass}
        data-testid="mobile-menu"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
            toggleRef.current?.focus();
          }
        }}
      >
        <MenuLinks
          onNavigate={close}
          section={(group, links) => <Section group={group} links={links} />}
        />
      </nav>
    </>
  );
}

/** Server HTML and no-JavaScript version: native <details> disclosures, same look. */
function NoScriptMobileNav() {
  return (
    <details className="group/menu lg:hidden">
      <summary
        className={cn(toggleClass, 'list-none [&::-webkit-details-marker]:hidden')}
        aria-label="Menu"
      >
        <Menu className="h-6 w-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden h-6 w-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      <nav aria-label="Main" className={panelClass}>
        <MenuLinks
          section={(group, links) => (
            <details className="group/section">
              <summary
                className={cn(sectionTriggerClass, 'list-none [&::-webkit-details-marker]:hidden')}
              >
                {group.label}
                <ChevronDown
                  className="h-4 w-4 transition-transform group-open/section:rotate-180"
                  aria-hidden="true"
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

export function MobileNav() {
  return useHydrated() ? <ScriptedMobileNav /> : <NoScriptMobileNav />;
}
