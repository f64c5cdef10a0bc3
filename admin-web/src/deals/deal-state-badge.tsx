import type { DealState } from '@bli/contracts';
import { Badge } from '@bli/ui';

const STATES: Record<DealState, { label: string; className: string }> = {
  upcoming: { label: 'Upcoming', className: 'bg-blue-100 text-blue-800' },
  live: { label: 'Live', className: 'bg-green-100 text-green-800' },
  ended: { label: 'Ended', className: 'bg-slate-200 text-slate-700' },
};

export const DEAL_STATE_LABELS = Object.fromEntries(
  Object.entries(STATES).map(([state, { label }]) => [state, label]),
) as Record<DealState, string>;

export function DealStateBadge({ state }: { state: DealState }) {
  return <Badge className={STATES[state].className}>{STATES[state].label}</Badge>;
}
