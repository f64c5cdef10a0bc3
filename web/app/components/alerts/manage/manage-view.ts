import type { AlertsOfAddress } from '@bli/contracts';
import type { AlertFormValues, FieldErrors } from '../alert-form.model';

/** What the manage page's forms ask its action (`intent`). */
export const MANAGE_INTENTS = ['pause', 'resume', 'snooze', 'change', 'delete', 'forget'] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

/** What was done, said above the list. */
export const DONE_TEXT = {
  pause: 'Paused: we will not mail you about it until you resume it.',
  resume: 'Resumed: it follows the price from now on.',
  snooze: 'Snoozed: we will not mail you about it until the date shown.',
  wake: 'Woken: it follows the price again.',
  change: 'Changed: it watches for the new condition from today’s price.',
  delete: 'Deleted.',
  gone: 'That alert had been deleted already: nothing was changed.',
} as const;

/** One alert's "Change" form refused: its values and the fields to fix. */
export interface ChangeRefused {
  id: number;
  values: Pick<AlertFormValues, 'kind' | 'targetPrice' | 'percent'>;
  errors: FieldErrors;
}

/** The address's alerts, and what the last form did. */
export interface ManageList {
  view: 'list';
  token: string;
  address: AlertsOfAddress;
  done: keyof typeof DONE_TEXT | null;
  change: ChangeRefused | null;
}

/** What the manage page shows (from its loader, or from its action after a change). */
export type ManageView =
  | ManageList
  | { view: 'forgotten' }
  | { view: 'failure'; kind: 'no-token' | 'token' | 'invalid' | 'rate-limited' | 'unavailable' };
