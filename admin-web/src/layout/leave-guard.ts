import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While a form has unsaved changes, leaving the page asks first: links and the back button
 * through the router, closing or reloading the tab through the browser. Answers a function that
 * lets the next navigation through (the form's own, after a save).
 */
export function useLeaveGuard(dirty: boolean, question: string): () => void {
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return () => {
    saved.current = true;
  };
}
