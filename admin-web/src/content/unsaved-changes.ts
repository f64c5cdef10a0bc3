import { useEffect } from 'react';
import { useLeaveGuard } from '../layout/leave-guard';

/** Where this browser keeps an editor's unsaved form: one key per kind and entry (or `new`). */
export const draftKey = (kind: string, id: number | 'new') => `bli-admin:${kind}-draft:${id}`;

/**
 * While the form has unsaved changes: leaving the page asks first, and the form is kept in this
 * browser, so an expired session's login does not lose it. Answers a function that lets the
 * next navigation through (the editor's own, after a save).
 */
export function useUnsavedChanges<F>(key: string, form: F, dirty: boolean): () => void {
  const letThrough = useLeaveGuard(dirty, 'This page has unsaved changes. Leave without saving?');
  useEffect(() => {
    if (dirty) localStorage.setItem(key, JSON.stringify(form));
  }, [key, form, dirty]);
  return letThrough;
}

/** The unsaved form this browser kept under the key, if any. */
export function keptDraft<F>(key: string): F | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as F;
  } catch {
    return null;
  }
}

export function forgetDraft(key: string): void {
  localStorage.removeItem(key);
}
