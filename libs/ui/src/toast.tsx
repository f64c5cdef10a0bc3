import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from './cn';

/** Spec §9: at most 1 toast visible, 5000 ms, swipe right past 50 px, hotkey F8. */
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

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-600 text-white',
};

/** Mount once per page; renders the toasts raised with `toast()` / `useToast()`. */
export function Toaster() {
  const { toasts: items } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
            variantClasses[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
