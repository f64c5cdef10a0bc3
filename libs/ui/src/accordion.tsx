import { ChevronDown } from 'lucide-react';
import {
  createContext,
  use,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { cn } from './cn';

/*
 * WAI-ARIA accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/) with Radix
 * Accordion's API and attributes (data-state="open|closed", role="region", aria-expanded,
 * aria-controls), without Radix's first-load JavaScript. "single" keeps one item open
 * (closable with `collapsible`), "multiple" lets items toggle on their own. Up/Down arrows move
 * between the questions, Home/End go to the first/last.
 */

interface AccordionContextValue {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
  /** Whether an open item may be closed by its own trigger. */
  collapsible: boolean;
}

interface ItemContextValue {
  open: boolean;
  value: string;
  triggerId: string;
  contentId: string;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

function required<T>(value: T | null, part: string): T {
  if (value === null) throw new Error(`${part} must be inside <Accordion> and <AccordionItem>`);
  return value;
}

const state = (open: boolean) => (open ? 'open' : 'closed');

type RootProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'>;

export interface AccordionSingleProps extends RootProps {
  type: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  collapsible?: boolean;
}

export interface AccordionMultipleProps extends RootProps {
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

/** Moves focus between the accordion's own triggers (not those of a nested accordion). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const root = event.currentTarget;
  const triggers = [
    ...root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]:not([disabled])'),
  ].filter((trigger) => trigger.closest('[data-accordion-root]') === root);
  const current = triggers.indexOf(event.target as HTMLButtonElement);
  if (current < 0) return;
  const target = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: triggers.length - 1,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  triggers[(target + triggers.length) % triggers.length].focus();
}

export function Accordion(props: AccordionProps) {
  const { type, value: valueProp, defaultValue, onValueChange, onKeyDown, ...rest } = props;
  const multiple = type === 'multiple';
  const collapsible = multiple || Boolean((props as AccordionSingleProps).collapsible);
  const [ownValue, setOwnValue] = useState<string | string[] | undefined>(defaultValue);
  const current = valueProp ?? ownValue;
  const openValues: string[] = Array.isArray(current) ? current : current ? [current] : [];
  const toggle = (item: string) => {
    const open = openValues.includes(item);
    if (open && !collapsible) return;
    let next: string | string[];
    if (multiple) next = open ? openValues.filter((v) => v !== item) : [...openValues, item];
    else next = open ? '' : item;
    if (valueProp === undefined) setOwnValue(next);
    (onValueChange as ((value: string | string[]) => void) | undefined)?.(next);
  };
  const divProps = { ...rest } as RootProps & { collapsible?: boolean };
  delete divProps.collapsible;
  return (
    <AccordionContext value={{ isOpen: (item) => openValues.includes(item), toggle, collapsible }}>
      <div
        data-orientation="vertical"
        data-accordion-root=""
        {...divProps}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) moveFocus(event);
        }}
      />
    </AccordionContext>
  );
}

export interface AccordionItemProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

export function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const accordion = required(use(AccordionContext), 'AccordionItem');
  const id = useId();
  const open = accordion.isOpen(value);
  return (
    <ItemContext value={{ open, value, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div
        data-state={state(open)}
        data-orientation="vertical"
        className={cn('border-b border-slate-200', className)}
        {...props}
      />
    </ItemContext>
  );
}

export function AccordionTrigger({
  className,
  children,
  onClick,
  ...props
}: HTMLAttributes<HTMLButtonElement>) {
  const accordion = required(use(AccordionContext), 'AccordionTrigger');
  const item = required(use(ItemContext), 'AccordionTrigger');
  return (
    <h3 data-orientation="vertical" data-state={state(item.open)} className="flex">
      <button
        type="button"
        aria-controls={item.contentId}
        aria-expanded={item.open}
        aria-disabled={(item.open && !accordion.collapsible) || undefined}
        data-state={state(item.open)}
        data-orientation="vertical"
        data-accordion-trigger=""
        id={item.triggerId}
        className={cn(
          'group flex flex-1 items-center justify-between py-4 text-left font-medium hover:underline',
          className,
        )}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) accordion.toggle(item.value);
        }}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
        />
      </button>
    </h3>
  );
}

/**
 * Content stays in the HTML when closed (hidden, not removed), so answers are readable
 * without JavaScript and by crawlers.
 */
export function AccordionContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const item = required(use(ItemContext), 'AccordionContent');
  return (
    <div
      data-state={state(item.open)}
      id={item.contentId}
      role="region"
      aria-labelledby={item.triggerId}
      data-orientation="vertical"
      className={cn('pb-4 text-slate-700 data-[state=closed]:hidden', className)}
      {...props}
    />
  );
}
