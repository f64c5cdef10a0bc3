import { cn } from '@bli/ui';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { groupIsCurrent, NAV_ENTRIES, type NavGroup } from './nav-items';
import { useHydrated } from '../use-hydrated';

const topLinkClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500';
const currentClass = 'text-orange-600';
const menuClass = 'min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg';
const menuItemClass =
  'block rounded px-3 py-2 text-sm text-slate-700 outline-none hover:bg-orange-50 hover:text-orange-700 focus-visible:bg-orange-50 focus-visible:text-orange-700 data-[highlighted]:bg-orange-50 data-[highlighted]:text-orange-700';

/** Where focus goes when a menu opens: the menu itself (pointer) or its first/last item (keys). */
type OpenFocus = 'menu' | 'first' | 'last';

/** Type-ahead (docs/product-rules.md §2): typed characters pick the next item starting with them, for 1 s. */
const TYPEAHEAD_RESET_MS = 1000;

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/** Radix's type-ahead rule: repeated presses of one letter cycle through its items. */
function typeaheadMatch(items: HTMLElement[], search: string, current: HTMLElement | null) {
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const wanted = (repeated ? search[0] : search).toLowerCase();
  const start = Math.max(current ? items.indexOf(current) : -1, 0);
  let candidates = [...items.slice(start), ...items.slice(0, start)];
  if (wanted.length === 1) candidates = candidates.filter((item) => item !== current);
  return candidates.find((item) =>
    (item.textContent ?? '').trim().toLowerCase().startsWith(wanted),
  );
}

/**
 * After hydration: a menu button (WAI-ARIA menu button pattern, Radix DropdownMenu's keys)
 * without a positioning library: the menu drops below its trigger like the CSS version. Click,
 * Enter, Space or ArrowDown open it (keys focus the first item, ArrowUp the last); Up/Down,
 * Home/End move between items; typing jumps to an item (type-ahead resets after 1 s); Escape
 * closes it and returns focus to the trigger; Tab, a click elsewhere or choosing a link close it.
 * The menu has no submenus, so docs/product-rules.md §2's submenu timings do not apply.
 */
function ScriptedGroup({ group, current }: { group: NavGroup; current: boolean }) {
  const { key } = useLocation();
  const [open, setOpen] = useState<OpenFocus | null>(null);
  const [seenKey, setSeenKey] = useState(key);
  // Any navigation closes the menu (reset during render, like the mobile menu).
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(null);
  }
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const search = useRef({ text: '', timer: 0 });

  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    ({ menu: menu.current, first: list[0], last: list.at(-1) })[open]?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) trigger.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menu.current);
    const focused = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[Math.min(Math.max(index, 0), list.length - 1)]?.focus();
    };
    if (event.key === 'ArrowDown') move(focused + 1);
    else if (event.key === 'ArrowUp') move(focused < 0 ? list.length - 1 : focused - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if (event.key === ' ' && focused >= 0) {
      event.preventDefault();
      list[focused].click();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      window.clearTimeout(search.current.timer);
      search.current.text += event.key;
      search.current.timer = window.setTimeout(() => {
        search.current.text = '';
      }, TYPEAHEAD_RESET_MS);
      typeaheadMatch(list, search.current.text, list[focused] ?? null)?.focus();
    }
  };

  return (
    <div
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(null);
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={cn(topLinkClass, 'data-[state=open]:bg-slate-100', current && currentClass)}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={(event) => setOpen(open ? null : event.detail === 0 ? 'first' : 'menu')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {group.label}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={group.label}
          aria-orientation="vertical"
          tabIndex={-1}
          className={cn(menuClass, 'absolute left-0 top-full z-50 mt-1 outline-none')}
          onKeyDown={onMenuKeyDown}
        >
          {group.items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              prefetch="intent"
              role="menuitem"
              tabIndex={-1}
              className={menuItemClass}
              onClick={() => close(false)}
              onPointerMove={(event) => event.currentTarget.focus()}
            >
              {item.label}
            </Link>
          ))}
        </div>
      )}
    </div>
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
