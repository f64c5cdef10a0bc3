import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import type { PostForm } from './post-form';

const storageKey = (postId: number | 'new') => `bli-admin:post-draft:${postId}`;

/**
 * While the form has unsaved changes: leaving the page asks first (links and the back button
 * through the router, closing or reloading the tab through the browser), and the form is kept in
 * this browser, so an expired session's login does not lose it. Answers a function that lets
 * the next navigation through (the editor's own, after a save).
 */
export function useUnsavedChanges(
  postId: number | 'new',
  form: PostForm,
  dirty: boolean,
): () => void {
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved.current && dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('This post has unsaved changes. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (dirty) localStorage.setItem(storageKey(postId), JSON.stringify(form));
  }, [postId, form, dirty]);
  return () => {
    saved.current = true;
  };
}

/** The unsaved form this browser kept for the post, if any. */
export function keptDraft(postId: number | 'new'): PostForm | null {
  const text = localStorage.getItem(storageKey(postId));
  if (!text) return null;
  try {
    return JSON.parse(text) as PostForm;
  } catch {
    return null;
  }
}

export function forgetDraft(postId: number | 'new'): void {
  localStorage.removeItem(storageKey(postId));
}
