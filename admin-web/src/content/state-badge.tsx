import type { EditorialState } from '@bli/contracts';
import { Badge } from '@bli/ui';

export const STATE_LABELS: Record<EditorialState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

const STATE_TONES = {
  draft: 'info',
  scheduled: 'brand',
  published: 'success',
  unpublished: 'neutral',
} as const;

/** A post's or entry's state: draft, scheduled, published or unpublished. */
export function EditorialStateBadge({ state }: { state: EditorialState }) {
  return (
    <Badge tone={STATE_TONES[state]} data-testid="editorial-state">
      {STATE_LABELS[state]}
    </Badge>
  );
}
