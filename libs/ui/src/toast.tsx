import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

/** docs/product-rules.md §9: at most 1 toast visible, 5000 ms, swipe right past 50 px, hotkey F8. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
/** How long a dismissed toast stays mounted so its closing animation can run. */
const REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the 5000 ms default for this toast. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// A tiny module-level store: any component (or plain function) can raise a toast and the one
// <Toaster/> renders it. On the server nothing ever adds a toast, so it renders nothing.
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NO_TOASTS: readonly ToastItem[] = [];

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes a toast (it animates out, then is removed). */
export function dismissToast(id: number): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/** Shows a toast; a newer toast replaces the visible one (limit 1). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast(): {
  toasts: readonly ToastItem[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Mount once per page; renders the toasts raised with `toast()` / `useToast()`. The toast UI
 * (Radix Toast) is not part of the page's first load: it is fetched when the first toast is
 * raised, or when F8 (the hotkey that focuses the toasts) is pressed, and stays mounted after.
 */
export function Toaster() {
  const { toasts: items } = useToast();
  const [active, setActive] = useState(false);
  const [hotkeyPressed, setHotkeyPressed] = useState(false);
  if (items.length > 0 && !active) setActive(true);
  useEffect(() => {
    if (active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => event.code === key)) {
        setHotkeyPressed(true);
        setActive(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport focusOnMount={hotkeyPressed} />
    </Suspense>
  );
}
