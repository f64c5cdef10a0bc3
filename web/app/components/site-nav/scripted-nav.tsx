import { cn } from '@bli/ui';
import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import {
  currentClass,
  menuClass,
  menuItemClass,
  topLinkClass,
  type OpenFocus,
} from './desktop-nav';
import {
  MenuLinks,
  MOBILE_MENU_ID,
  panelClass,
  sectionTriggerClass,
  toggleClass,
} from './mobile-nav';
import type { NavGroup } from './nav-items';

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

/** Focuses the element once, when it mounts, if asked to (the menu it replaced had focus). */
function useFocusOnMount<E extends HTMLElement>(focus: boolean) {
  const element = useRef<E>(null);
  // Only what it was asked on mount: later renders never move focus.
  const [focusOnMount] = useState(focus);
  useEffect(() => {
    if (focusOnMount) element.current?.focus();
  }, [focusOnMount]);
  return element;
}

interface ScriptedGroupProps {
  group: NavGroup;
  current: boolean;
  /** Open at once (the shopper clicked the no-JavaScript menu's button before this loaded). */
  initialOpen: OpenFocus | null;
  /** Focus the button at once (the no-JavaScript menu's button had focus). */
  focusTrigger: boolean;
}

/**
 * A menu button (WAI-ARIA menu button pattern, Radix DropdownMenu's keys) without a positioning
 * library: the menu drops below its trigger like the CSS version. Click, Enter, Space or
 * ArrowDown open it (keys focus the first item, ArrowUp the last); Up/Down, Home/End move
 * between items; typing jumps to an item (type-ahead resets after 1 s); Escape closes it and
 * returns focus to the trigger; Tab, a click elsewhere or choosing a link close it. The menu has
 * no submenus, so docs/product-rules.md §2's submenu timings do not apply.
 */
export function ScriptedGroup({ group, current, initialOpen, focusTrigger }: ScriptedGroupProps) {
  const { key } = useLocation();
  const [open, setOpen] = useState<OpenFocus | null>(initialOpen);
  const [seenKey, setSeenKey] = useState(key);
  // Any navigation closes the menu (reset during render, like the mobile menu).
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(null);
  }
  const menuId = useId();
  const trigger = useFocusOnMount<HTMLButtonElement>(focusTrigger && !initialOpen);
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

/** One collapsible section of the scripted menu: a disclosure button and its links. */
function Section({
  group,
  links,
  initialOpen,
}: {
  group: NavGroup;
  links: ReactNode;
  initialOpen: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
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

/** What the no-JavaScript mobile menu showed when this one took over. */
export interface MobileMenuState {
  open: boolean;
  /** Ids of the sections that were open. */
  sections: readonly string[];
  /** The toggle had focus. */
  focused: boolean;
}

/**
 * Scripted menu: a toggle button (aria-expanded, aria-controls) and three collapsible
 * sections that open and close independently. Any navigation (a link here, back/forward, a link
 * elsewhere on the page) closes it, and a click on one of its links closes it straight away.
 * Escape closes it and returns focus to the toggle.
 */
export function ScriptedMobileNav({ initial }: { initial: MobileMenuState }) {
  const { key } = useLocation();
  const [open, setOpen] = useState(initial.open);
  const [seenKey, setSeenKey] = useState(key);
  // Any navigation closes the menu: reset during render when the location changes (React's
  // "adjust state when a prop changes" pattern, so the menu never paints open on the new page).
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }
  const toggleRef = useFocusOnMount<HTMLButtonElement>(initial.focused);
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
          section={(group, links) => (
            <Section
              group={group}
              links={links}
              initialOpen={initial.sections.includes(group.id)}
            />
          )}
        />
      </nav>
    </>
  );
}
