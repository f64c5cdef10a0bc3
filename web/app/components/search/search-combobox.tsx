import {
  CatalogueApi,
  routeRequest,
  type CatalogueRoutes,
  type RouteResult,
  type SearchSuggestion,
} from '@bli/contracts';
import { cn } from '@bli/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { SEARCH_INPUT_CLASS, SearchLabel } from './search-box';

const DEBOUNCE_MS = 150;

export interface SearchComboboxProps {
  className?: string;
  /** What the shopper typed in the plain box before this one took its place. */
  initialValue: string;
  /** Whether the plain box had the focus (this one takes it over). */
  autoFocus: boolean;
}

/**
 * The navigation's search box once its script has loaded (`SearchBox` shows the plain form
 * until then): a GET form to /search and an ARIA 1.2 combobox whose list suggests laptops and whole searches as the shopper types.
 * ArrowDown/ArrowUp move through the list, Enter opens the highlighted suggestion (or searches
 * the words), Escape closes the list and a second Escape clears the box.
 */
export function SearchCombobox({ className, initialValue, autoFocus }: SearchComboboxProps) {
  const listId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(initialValue);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Taking over from the plain box mid-typing: the caret goes after what was typed.
  useEffect(() => {
    const box = input.current;
    if (autoFocus && box) box.setSelectionRange(box.value.length, box.value.length);
  }, [autoFocus]);

  // Leaving the page closes the list.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    const q = value.trim();
    if (q.length < 2) {
      setSuggestions([]);
      return;
    }
    const suggest = async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const { url } = routeRequest(CatalogueApi.searchSuggest, { params: { q } });
        const response = await fetch(url, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return;
        setSuggestions(
          (await response.json()) as RouteResult<typeof CatalogueRoutes.searchSuggest>,
        );
        setActive(-1);
        setOpen(true);
      } catch {
        // Aborted by newer typing, or offline: the form still searches.
      }
    };
    const timer = window.setTimeout(() => void suggest(), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const expanded = open && suggestions.length > 0;
  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    setValue('');
    void navigate(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        const from = index < 0 ? suggestions.length : index;
        return (from + step + suggestions.length + 1) % (suggestions.length + 1);
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      // The browser's own Escape in a search field clears it: only the second Escape should.
      event.preventDefault();
      if (expanded) setOpen(false);
      else setValue('');
    }
  };

  // Index suggestions.length means "back in the box" (no option highlighted).
  const activeOption = active >= 0 && active < suggestions.length ? active : -1;

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={cn('relative', className)}
      onSubmit={() => setOpen(false)}
    >
      <SearchLabel inputId={`${listId}-input`} />
      <input
        ref={input}
        id={`${listId}-input`}
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(true)}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption >= 0 ? `${listId}-option-${activeOption}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={200}
        placeholder="Search: gaming under 80k"
        className={SEARCH_INPUT_CLASS}
      />
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, i) => (
          <li
            key={suggestion.href}
            id={`${listId}-option-${i}`}
            role="option"
            aria-selected={i === activeOption}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              i === activeOption ? 'bg-orange-50 text-orange-800' : 'text-slate-700',
            )}
          >
            <span className={cn('line-clamp-1', suggestion.kind === 'query' && 'italic')}>
              {suggestion.kind === 'query' ? `Search “${suggestion.label}”` : suggestion.label}
            </span>
          </li>
        ))}
      </ul>
    </Form>
  );
}
