import { isoFromIstInput } from '@bli/domain';

/** Why a schedule time (a `datetime-local` value in IST) cannot be used, or null when it can. */
export function scheduleProblem(value: string, now: Date): string | null {
  const iso = isoFromIstInput(value);
  if (!iso) return 'Pick a date and time';
  return new Date(iso).getTime() <= now.getTime() ? 'Pick a time in the future' : null;
}
