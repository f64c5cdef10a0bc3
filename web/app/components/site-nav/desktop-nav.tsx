import { cn } from '@bli/ui';
import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SpriteIcon } from '../sprite-icon';
import { groupIsCurrent, NAV_ENTRIES, type NavGroup } from './nav-items';
import { loadScriptedNav, useScriptedNav } from './scripted-nav-loader';

/** Component classes of site-nav.css. */
export const topLinkClass = 'nav-link';
export const currentClass = 'text-orange-600';
export const menuClass = 'min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg';
export const menuItemClass = 'nav-menu-item';

/** Where focus goes when a menu opens: the menu itself (pointer) or its first/last item (keys). */
export type OpenFocus = 'menu' | 'first' | 'last';

/** A menu the shopper opened before the scripted menus arrived. */
interface Opened {
  id: NavGroup['id'];
  focus: OpenFocus;
}

/**
 * Server HTML, no-JavaScript version and the first moments after hydration: the links are real
 * anchors in the page, shown on hover or when the trigger (or any link in the list) has keyboard
 * focus. A click on the trigger is remembered, so the scripted menu opens when it arrives.
 */
function CssGroup({
  group,
  current,
  onOpen,
}: {
  group: NavGroup;
  current: boolean;
  onOpen: (opened: Opened) => void;
}) {
  return (
    <div className="group relative" data-nav-group={group.id}>
      <button
        type="button"
        className={cn(topLinkClass, current && currentClass)}
        aria-haspopup="true"
        onClick={(event) => onOpen({ id: group.id, focus: event.detail === 0 ? 'first' : 'menu' })}
      >
        {group.label}
        <SpriteIcon name="chevron-down" className="h-4 w-4" />
      </button>
      <div className="invisible absolute left-0 top-full z-50 pt-1 opacity-0 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <ul className={menuClass} aria-label={group.label}>
          {group.items.map((item) => (
            <li key={item.to}>
              <a href={item.to} className={menuItemClass}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The group whose no-JavaScript menu has focus, if any. */
function focusedGroup(nav: HTMLElement | null): string | null {
  const group = document.activeElement?.closest<HTMLElement>('[data-nav-group]');
  return group && nav?.contains(group) ? (group.dataset.navGroup ?? null) : null;
}

const startLoading = () => void loadScriptedNav();

export function DesktopNav() {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const scripted = useScriptedNav(nav, focusedGroup);
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = (next: Opened) => {
    setOpened(next);
    startLoading();
  };
  return (
    <nav
      ref={nav}
      aria-label="Main"
      className="hidden lg:block"
      data-testid="desktop-nav"
      onPointerEnter={scripted ? undefined : startLoading}
      onFocus={scripted ? undefined : startLoading}
    >
      <ul className="flex items-center gap-0.5">
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.kind === 'link' ? entry.to : entry.id}>
            {entry.kind === 'link' ? (
              <NavLink
                to={entry.to}
                end
                prefetch="intent"
                className={({ isActive }) => cn(topLinkClass, isActive && currentClass)}
              >
                {entry.label}
              </NavLink>
            ) : scripted ? (
              <scripted.nav.ScriptedGroup
                group={entry}
                current={groupIsCurrent(entry, pathname)}
                initialOpen={opened?.id === entry.id ? opened.focus : null}
                focusTrigger={scripted.seen === entry.id}
              />
            ) : (
              <CssGroup group={entry} current={groupIsCurrent(entry, pathname)} onOpen={open} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
