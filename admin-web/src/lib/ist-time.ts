import { formatDateEnIn } from '@bli/domain';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** "27 Nov 2026, 14:05 IST": a moment as operators in India read it. */
export function formatIst(iso: string): string {
  return `${formatDateEnIn(iso)}, ${timeFormat.format(new Date(iso))} IST`;
}
