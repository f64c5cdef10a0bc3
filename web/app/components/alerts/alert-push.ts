import { AlertsApi } from '@bli/contracts';

/** The service worker that shows our pushes: its own small file at the site's root. */
export const ALERTS_SERVICE_WORKER = '/alerts-sw.js';

/** Whether this browser can be notified: JavaScript, service workers and the Push API. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A VAPID key as Base64url text, as PushManager.subscribe takes it: bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export class PushRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushRefused';
  }
}

/**
 * Asks this browser to be notified: the permission first (while the shopper's click still
 * counts as theirs), then our service worker — registered now and only now — and a push
 * subscription with our VAPID key. Its JSON goes with the alert.
 */
export async function subscribeThisBrowser(): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused('Notifications are blocked for this site in your browser settings.');
  }
  const answer = await fetch(AlertsApi.pushKey.path, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new PushRefused('Browser notifications are not available right now.');
  const { publicKey } = (await answer.json()) as { publicKey: string };
  await navigator.serviceWorker.register(ALERTS_SERVICE_WORKER, { scope: '/' });
  const { pushManager } = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing.toJSON();
  // One made with a key we no longer have cannot be sent to: replaced.
  await existing?.unsubscribe();
  const subscription = await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
}
