/** India's offset: IST has no daylight saving. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in IST ("2026-11-25T18:30"): operators pick times in IST. */
export function istInputValue(at: string | Date): string {
  const ist = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000);
  return `${ist.getUTCFullYear()}-${pad(ist.getUTCMonth() + 1)}-${pad(ist.getUTCDate())}T${pad(
    ist.getUTCHours(),
  )}:${pad(ist.getUTCMinutes())}`;
}

/** A `datetime-local` value read as IST, as the ISO instant the server takes; null if not one. */
export function isoFromIstInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MINUTES * 60_000);
  return istInputValue(at) === value ? at.toISOString() : null;
}
