import { useMemo } from 'react';
import { TextAreaField } from '../layout/form-field';
import { previewHtml } from './markdown-preview';

/**
 * A Markdown body beside its live preview. An entry seeded as HTML has no Markdown yet: until
 * one is typed the preview shows the saved HTML, which stays on the site.
 */
export function MarkdownField({
  label,
  value,
  error,
  savedHtml,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  /** The saved body's HTML when it has no Markdown (seeded as HTML), else null. */
  savedHtml: string | null;
  onChange: (value: string) => void;
}) {
  const preview = useMemo(() => previewHtml(value), [value]);
  const keepsHtml = savedHtml !== null && value === '';
  return (
    <div className="grid gap-3 xl:grid-cols-2">
      <TextAreaField
        label={label}
        rows={24}
        className="font-mono"
        value={value}
        error={error}
        hint={
          savedHtml !== null
            ? 'Seeded as HTML: the body stays as it is until you write one here'
            : 'Raw HTML shows as text; links to other sites get rel="nofollow"'
        }
        onChange={(event) => onChange(event.target.value)}
      />
      <section aria-label="Preview" className="grid content-start gap-1">
        <h2 className="text-sm font-medium text-slate-800">Preview</h2>
        <div
          className="prose max-w-none rounded-md border border-slate-200 p-3"
          data-testid="markdown-preview"
          // The same Markdown settings as the server; raw HTML is text in both.
          dangerouslySetInnerHTML={{ __html: keepsHtml ? savedHtml : preview }}
        />
      </section>
    </div>
  );
}
