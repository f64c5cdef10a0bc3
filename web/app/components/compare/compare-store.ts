import { MAX_COMPARED } from '@bli/domain';
import { useSyncExternalStore } from 'react';

/** A laptop in the compare tray: enough to list it without asking the API. */
export interface ComparedLaptop {
  slug: string;
  title: string;
}

const KEY = 'bli-compare';
const NONE: readonly ComparedLaptop[] = [];
let current: readonly ComparedLaptop[] | null = null;
const listeners = new Set<() => void>();

function read(): readonly ComparedLaptop[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return NONE;
    return parsed
      .filter(
        (item): item is ComparedLaptop =>
          typeof item?.slug === 'string' && typeof item?.title === 'string',
      )
      .slice(0, MAX_COMPARED);
  } catch {
    return NONE;
  }
}

/** The tray's laptops now (read from storage once, then kept in step). */
export function comparedSnapshot(): readonly ComparedLaptop[] {
  current ??= read();
  return current;
}

function write(next: readonly ComparedLaptop[]): void {
  current = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private windows may refuse storage: the tray still works for this page.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== KEY) return;
  current = null;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the tray changes (here or in another tab); returns the unsubscribe. */
export function subscribeCompared(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The tray's laptops (none on the server and during hydration), kept in step across tabs. */
export function useCompared(): readonly ComparedLaptop[] {
  return useSyncExternalStore(subscribeCompared, comparedSnapshot, () => NONE);
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Adds a laptop, or takes it out when it is there already; a full tray (4) refuses. */
export function toggleCompared(laptop: ComparedLaptop): ToggleOutcome {
  const list = comparedSnapshot();
  if (list.some((item) => item.slug === laptop.slug)) {
    write(list.filter((item) => item.slug !== laptop.slug));
    return 'removed';
  }
  if (list.length >= MAX_COMPARED) return 'full';
  write([...list, { slug: laptop.slug, title: laptop.title }]);
  return 'added';
}

/** The tray becomes exactly these laptops (a shared /compare link opened). */
export function replaceCompared(laptops: readonly ComparedLaptop[]): void {
  const next = laptops.slice(0, MAX_COMPARED).map(({ slug, title }) => ({ slug, title }));
  const same =
    next.length === comparedSnapshot().length &&
    next.every((item, i) => item.slug === comparedSnapshot()[i].slug);
  if (!same) write(next);
}

export function clearCompared(): void {
  write(NONE);
}
