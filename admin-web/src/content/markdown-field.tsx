import { useMemo } from 'react';
import { TextAreaField } from '../layout/form-field';
import { previewHtml } from './markdown-preview';

// The elements the server's Markdown makes, set apart as on the site (no typography plugin here).
const PREVIEW_CLASSES = [
  '[&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-semibold',
  '[&_h4]:mt-2 [&_h4]:font-medium [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5',
  '[&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_a]:text-orange-700 [&_a]:underline',
  '[&_blockquote]:mt-2 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_code]:font-mono',
  '[&_table]:mt-2 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2',
].join(' ');

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
        className="[&_textarea]:font-mono"
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
          className={`rounded-md border border-slate-200 p-3 text-sm ${PREVIEW_CLASSES}`}
          data-testid="markdown-preview"
          // The same Markdown settings as the server; raw HTML is text in both.
          dangerouslySetInnerHTML={{ __html: keepsHtml ? savedHtml : preview }}
        />
      </section>
    </div>
  );
}
