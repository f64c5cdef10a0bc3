import type { EditorialState } from '@bli/contracts';
import { Eye } from 'lucide-react';
import { previewHeading, previewNote } from './preview-copy';

/** Above an operator's preview: what it is and whether shoppers see the post yet. */
export function PreviewBanner({
  state,
  publishAt,
}: {
  state: EditorialState;
  publishAt: string | null;
}) {
  return (
    <div
      role="note"
      aria-label="Preview"
      data-testid="preview-banner"
      className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-amber-950"
    >
      <p className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Eye className="h-4 w-4 shrink-0" aria-hidden="true" />
        <strong className="font-semibold">{previewHeading(state)}</strong>
        <span>{previewNote(state, publishAt)}</span>
      </p>
    </div>
  );
}
