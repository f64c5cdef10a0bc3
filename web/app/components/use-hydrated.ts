import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards. Lets a widget render a
 * no-JavaScript version (CSS / <details>) in the server HTML and switch to the scripted one
 * once React runs — without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
