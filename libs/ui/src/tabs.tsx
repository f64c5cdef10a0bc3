import {
  createContext,
  use,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { Slot } from './slot';

/*
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with Radix Tabs' API and
 * attributes (role, aria-selected/-controls, data-state="active|inactive", data-orientation),
 * without Radix's ~7 KB of first-load JavaScript. Arrow keys move between tabs (wrapping),
 * Home/End go to the ends, and a focused tab is shown (automatic activation).
 */

type Orientation = 'horizontal' | 'vertical';

interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  orientation: Orientation;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('Tabs parts must be inside <Tabs>');
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
}

export function Tabs({
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  // A click selects on mousedown and again on the focus that follows, before React re-renders.
  const latest = useRef(value);
  latest.current = value;
  const select = (next: string) => {
    if (next === latest.current) return;
    latest.current = next;
    if (valueProp === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId: useId(), value, orientation, select }}>
      <div data-orientation={orientation} {...props} />
    </TabsContext>
  );
}

const NEXT_KEYS: Record<Orientation, [string, string]> = {
  horizontal: ['ArrowLeft', 'ArrowRight'],
  vertical: ['ArrowUp', 'ArrowDown'],
};

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { orientation } = useTabs();
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'),
    ];
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current < 0 || event.defaultPrevented) return;
    const [previousKey, nextKey] = NEXT_KEYS[orientation];
    const target = {
      [previousKey]: current - 1,
      [nextKey]: current + 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs[(target + tabs.length) % tabs.length].focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends HTMLAttributes<HTMLElement> {
  value: string;
  disabled?: boolean;
  /** Render the child element (a link) as the tab. */
  asChild?: boolean;
  children?: ReactNode;
}

export function TabsTrigger({
  value,
  disabled,
  asChild,
  className,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const { baseId, value: selectedValue, orientation, select } = useTabs();
  const selected = value === selectedValue;
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      {...(asChild ? {} : { type: 'button', disabled })}
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation={orientation}
      id={triggerId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A left click selects; other buttons must not move focus here (Radix's behaviour).
        if (disabled || event.button !== 0 || event.ctrlKey) event.preventDefault();
        else select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!disabled && (event.key === ' ' || event.key === 'Enter')) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) select(value);
      }}
    />
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
  /** Keep the panel in the HTML while another tab is shown (hide it with CSS). */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount, className, ...props }: TabsContentProps) {
  const { baseId, value: selectedValue, orientation } = useTabs();
  const selected = value === selectedValue;
  if (!selected && !forceMount) return null;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      role="tabpanel"
      aria-labelledby={triggerId(baseId, value)}
      id={contentId(baseId, value)}
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
