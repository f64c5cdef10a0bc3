import { cn } from '@bli/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { SpriteIcon } from '../sprite-icon';
import type { SearchComboboxProps } from './search-combobox';

interface Enhanced {
  Combobox: ComponentType<SearchComboboxProps>;
  value: string;
  focused: boolean;
}

/** Classes shared with the combobox's input, so the swap does not move a pixel. */
export const SEARCH_INPUT_CLASS =
  'h-9 w-full rounded-md border border-slate-300 bg-white pl-8 pr-2 text-sm focus-visible:outline-2 focus-visible:outline-orange-500';

/** The box's hidden label and its magnifier, the same before and after the autocomplete loads. */
export function SearchLabel({ inputId }: { inputId: string }) {
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Search laptops
      </label>
      <SpriteIcon
        name="search"
        className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
    </>
  );
}

/**
 * The navigation's search box: a GET form to /search that works without JavaScript. Its
 * autocomplete (`SearchCombobox`) is not first-load JavaScript: it loads when the browser is
 * idle after the page, or at once when the shopper points at or focuses the box, and then takes
 * the box's place with what was typed and the focus.
 */
export function SearchBox({ className }: { className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);

  const enhance = () => {
    loading.current ??= import('./search-combobox').then(({ SearchCombobox }) => {
      const box = input.current;
      setEnhanced({
        Combobox: SearchCombobox,
        value: box?.value ?? '',
        focused: box !== null && document.activeElement === box,
      });
    });
  };

  useEffect(() => {
    const idle = window.requestIdleCallback?.(enhance, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(enhance, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
    // Once, after hydration: `enhance` only reads refs and sets state.
  }, []);

  if (enhanced) {
    const { Combobox, value, focused } = enhanced;
    return <Combobox className={className} initialValue={value} autoFocus={focused} />;
  }
  return (
    <form method="get" action="/search" role="search" className={cn('relative', className)}>
      <SearchLabel inputId="site-search" />
      <input
        ref={input}
        id="site-search"
        type="search"
        name="q"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        maxLength={200}
        placeholder="Search: gaming under 80k"
        onFocus={enhance}
        onPointerEnter={enhance}
        className={SEARCH_INPUT_CLASS}
      />
    </form>
  );
}
