import { useEffect, useState } from 'react';
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

function readDraft<F>(key: string): Partial<F> | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    const draft: unknown = JSON.parse(text);
    return draft !== null && typeof draft === 'object' ? (draft as Partial<F>) : null;
  } catch {
    return null;
  }
}

export function forgetDraft(key: string): void {
  localStorage.removeItem(key);
}

/**
 * The unsaved form this browser kept under the key, when it differs from the form's start: an
 * offer to bring it back (over the start, so a field added since is not lost) or to discard it.
 */
export function useKeptDraft<F extends object>(
  key: string,
  start: F,
  setForm: (form: F) => void,
): { restore: () => void; discard: () => void } | null {
  const [kept, setKept] = useState(() => {
    const draft = readDraft<F>(key);
    const form = draft && { ...start, ...draft };
    return form && JSON.stringify(form) !== JSON.stringify(start) ? form : null;
  });
  if (!kept) return null;
  return {
    restore: () => {
      setForm(kept);
      setKept(null);
    },
    discard: () => {
      forgetDraft(key);
      setKept(null);
    },
  };
}
