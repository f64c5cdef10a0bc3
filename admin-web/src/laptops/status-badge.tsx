import type { LaptopStatus } from '@bli/contracts';
import { Badge } from '@bli/ui';
import { STATUS_LABELS } from './laptop-list-query';

const STATUS_TONES = { draft: 'info', active: 'success', retired: 'neutral' } as const;

/** A laptop's state: draft, active (on sale) or retired. */
export function StatusBadge({ status }: { status: LaptopStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="status-badge">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
