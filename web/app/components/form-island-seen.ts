import { useLayoutEffect, useState, type RefObject } from 'react';
import type { TakeOver } from './form-island';

/** What the server's form showed when its scripted version took over. */
export interface FormSeen {
  /** Each named field's value (a radio group's checked value; unchecked boxes are absent). */
  values: Record<string, string>;
  /** The field that had focus, and where its caret was. */
  focus: { name: string; selection: [number, number] | null } | null;
  submit: boolean;
}

/** Reads the server's form in `box`: its values, the focused field and its caret. */
export function seenIn(box: HTMLElement | null, submit: boolean): FormSeen {
  const form = box?.querySelector('form');
  const values: Record<string, string> = {};
  if (form) {
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values[name] = value;
    }
  }
  const active = document.activeElement;
  const field =
    active instanceof HTMLInputElement && box?.contains(active) && active.name ? active : null;
  let selection: [number, number] | null = null;
  try {
    if (field?.selectionStart != null && field.selectionEnd != null) {
      selection = [field.selectionStart, field.selectionEnd];
    }
  } catch {
    // Inputs without a caret (radio, email in some browsers) have no selection to keep.
  }
  return { values, focus: field ? { name: field.name, selection } : null, submit };
}

/**
 * The scripted form's side of a take-over (form-island.tsx): what the server's form showed,
 * read in the first render (the server's form is still on the page then), and once mounted the
 * focus and caret put back and a waiting submit carried out.
 */
export function useTakeOver(
  takeOver: TakeOver | undefined,
  form: RefObject<HTMLFormElement | null>,
): FormSeen | null {
  const [seen] = useState(() => (takeOver ? seenIn(takeOver.box(), takeOver.submit) : null));
  useLayoutEffect(() => {
    if (!seen || !form.current) return;
    if (seen.focus) {
      const field = form.current.elements.namedItem(seen.focus.name);
      if (field instanceof HTMLInputElement) {
        field.focus();
        if (seen.focus.selection) {
          try {
            field.setSelectionRange(...seen.focus.selection);
          } catch {
            // This kind of input has no caret to place.
          }
        }
      }
    }
    if (seen.submit) form.current.requestSubmit();
  }, [seen, form]);
  return seen;
}
