import type { ManagedAlert } from '@bli/contracts';
import type { Alert } from '../entities';

export function alertState(alert: Alert, now: Date): ManagedAlert['state'] {
  if (alert.expiresAt) return 'waiting-confirmation';
  if (alert.paused) return 'paused';
  if (alert.snoozedUntil && alert.snoozedUntil > now) return 'snoozed';
  return 'active';
}

/** An alert as its owner sees it on the manage page. */
export function toManagedAlert(alert: Alert, now: Date): ManagedAlert {
  const snoozed = alert.snoozedUntil && alert.snoozedUntil > now ? alert.snoozedUntil : null;
  return {
    id: alert.id,
    laptop: { slug: alert.laptopSlug, name: alert.laptopName },
    condition: alert.condition,
    state: alertState(alert, now),
    snoozedUntil: snoozed ? snoozed.toISOString() : null,
    createdAt: alert.createdAt.toISOString(),
    lastSentAt: alert.lastSentAt ? alert.lastSentAt.toISOString() : null,
    priceWhenSet: alert.priceWhenSet,
  };
}
