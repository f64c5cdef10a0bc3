import { cn } from '@bli/ui';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, NavLink, useLocation } from 'react-router';
import { groupIsCurrent, NAV_ENTRIES, type NavGroup } from './nav-items';
import { useHydrated } from '../use-hydrated';

const topLinkClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500';
const currentClass = 'text-orange-600';
const menuClass = 'min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg';
const menuItemClass =
  'block rounded px-3 py-2 text-sm text-slate-700 outline-none hover:bg-orange-50 hover:text-orange-700 focus-visible:bg-orange-50 focus-visible:text-orange-700 data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-700';

/**
 * After hydration: a Radix DropdownMenu (keyboard navigation, type-ahead that resets after
 * 1 s, Escape, focus return — Radix defaults). The menu has no submenus; Radix's own submenu
 * timings (open after 100 ms hover, 300 ms pointer grace) already match spec §2.
 */
function ScriptedGroup({ group, current }: { group: NavGroup; current: boolean }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(topLinkClass, 'data-[state=open]:bg-slate-100', current && currentClass)}
      >
        {group.label}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className={cn(menuClass, 'z-50')}>
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link to={item.to} prefetch="intent" className={menuItemClass}>
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * Server HTML and no-JavaScript version: the links are real anchors in the page, shown on
 * hover or when the trigger (or any link in the list) has keyboard focus.
 */
function CssGroup({ group, current }: { group: NavGroup; current: boolean }) {
  return (
    <div className="group relative">
      <button
        type="button"
        className={cn(topLinkClass, current && currentClass)}
        aria-haspopup="true"
      >
        {group.label}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
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

export function DesktopNav() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden lg:block" data-testid="desktop-nav">
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
            ) : hydrated ? (
              <ScriptedGroup group={entry} current={groupIsCurrent(entry, pathname)} />
            ) : (
              <CssGroup group={entry} current={groupIsCurrent(entry, pathname)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
