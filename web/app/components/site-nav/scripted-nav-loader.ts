import { useEffect, useState, type RefObject } from 'react';

type ScriptedNav = typeof import('./scripted-nav');

let loading: Promise<ScriptedNav> | undefined;
const waiting = new Set<() => void>();

/** Starts loading the scripted menus, once: called when the shopper reaches for a menu. */
export function loadScriptedNav(): Promise<ScriptedNav> {
  if (!loading) {
    loading = import('./scripted-nav');
    waiting.forEach((wake) => wake());
  }
  return loading;
}

export interface LoadedNav<S> {
  nav: ScriptedNav;
  /** What the no-JavaScript menus showed when the scripted ones arrived. */
  seen: S;
}

/**
 * The scripted menus (ARIA menu buttons, the mobile menu's toggle) are not first-load
 * JavaScript: until they arrive the header's CSS and `<details>` menus work as they do without
 * JavaScript. Their code loads when the browser is idle after the page, or at once through
 * `loadScriptedNav` (pointing at, touching or focusing a menu). When it arrives, `read` looks at
 * the no-JavaScript menus one last time (what is open, what has focus) so the scripted ones take
 * over in the same state.
 */
export function useScriptedNav<E extends HTMLElement, S>(
  root: RefObject<E | null>,
  read: (root: E | null) => S,
): LoadedNav<S> | null {
  const [loaded, setLoaded] = useState<LoadedNav<S> | null>(null);
  useEffect(() => {
    let waitingHere = true;
    const load = () => {
      if (!waitingHere) return;
      waitingHere = false;
      waiting.delete(load);
      void loadScriptedNav().then((nav) => setLoaded({ nav, seen: read(root.current) }));
    };
    if (loading) {
      load();
      return;
    }
    waiting.add(load);
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined;
    return () => {
      waitingHere = false;
      waiting.delete(load);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [root, read]);
  return loaded;
}
