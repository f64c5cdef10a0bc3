import { z } from 'zod';
import { idSchema, isoDateTimeSchema, rupeesSchema, slugSchema } from '../common/primitives.schema';
import { alertConditionSchema } from './alert-condition.schema';

/** An address shoppers are mailed at: trimmed, lower-case, at most 254 characters (RFC 5321). */
export const alertEmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .max(254, { error: 'email must be at most 254 characters' })
  .pipe(z.email({ error: 'email must be an email address' }))
  .transform((email) => email.toLowerCase());

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()): where to send, and the keys
 * to encrypt for it (RFC 8291). Only https endpoints are accepted.
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ error: 'push.endpoint must be a URL' })
      .max(1_000, { error: 'push.endpoint is too long' })
      .refine((url) => url.startsWith('https://'), { error: 'push.endpoint must be https' }),
    keys: z.object({
      p256dh: z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, { error: 'push.keys.p256dh is not a key' }),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, { error: 'push.keys.auth is not a key' }),
    }),
  })
  .strict();
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `POST /api/alerts`: a shopper asks to be told about a laptop. */
export const alertCreateSchema = z
  .object({
    email: alertEmailSchema,
    /** The laptop's slug (its page is /laptop/{slug}). */
    laptop: slugSchema,
    condition: alertConditionSchema,
    /** Also tell this browser (optional). */
    push: pushSubscriptionSchema.optional(),
  })
  .strict();
export type AlertCreate = z.input<typeof alertCreateSchema>;

/**
 * The same answer whoever asks: whether the address is new, waiting for its confirmation or
 * confirmed long ago is never told (no enumeration of whose address has alerts).
 */
export const alertAcceptedSchema = z.object({ message: z.string() });
export const ALERT_ACCEPTED_MESSAGE =
  'Check your inbox: we have sent the next step to that address.';

/** A signed, expiring token from one of our mails: it names an address (and maybe an alert). */
export const alertTokenSchema = z
  .string({ error: 'token is required' })
  .min(20, { error: 'token is not valid' })
  .max(600, { error: 'token is not valid' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'token is not valid' });

export const alertTokenBodySchema = z.object({ token: alertTokenSchema }).strict();

/** `POST /api/alerts/confirm`: how many alerts the confirmation switched on. */
export const alertsConfirmedSchema = z.object({
  confirmed: z.number().int().nonnegative(),
  /** A token of the manage page for the confirmed address, so the page can link to it. */
  manageToken: z.string(),
});

export const ALERT_STATES = ['waiting-confirmation', 'active', 'paused', 'snoozed'] as const;

/** One alert as its owner sees it on the manage page. */
export const managedAlertSchema = z.object({
  id: z.number().int().positive(),
  laptop: z.object({ slug: z.string(), name: z.string() }),
  condition: alertConditionSchema,
  state: z.enum(ALERT_STATES),
  snoozedUntil: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  lastSentAt: isoDateTimeSchema.nullable(),
  /** The laptop's price when the alert was set. */
  priceWhenSet: rupeesSchema,
});
export type ManagedAlert = z.infer<typeof managedAlertSchema>;

/** `POST /api/alerts/manage`: everything we keep about the token's address. */
export const alertsOfAddressSchema = z.object({
  email: z.string(),
  push: z.boolean(),
  alerts: z.array(managedAlertSchema),
});
export type AlertsOfAddress = z.infer<typeof alertsOfAddressSchema>;

export const SNOOZE_DAYS = [7, 30] as const;

/** `PATCH /api/alerts/{id}`: pause or resume, snooze (or wake), or change what it watches for. */
export const alertUpdateSchema = z
  .object({
    token: alertTokenSchema,
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
    /** 7 or 30 days from now; 0 wakes a snoozed alert. */
    snoozeDays: z
      .union([z.literal(0), z.literal(7), z.literal(30)], {
        error: 'snoozeDays must be 0, 7 or 30',
      })
      .optional(),
    condition: alertConditionSchema.optional(),
  })
  .strict();

export const alertIdRequestSchema = z.object({ id: idSchema });

/** `POST /api/alerts/unsubscribe?token=`: RFC 8058 one-click (the body is ignored). */
export const alertUnsubscribeRequestSchema = z.object({ token: alertTokenSchema });
export const alertUnsubscribedSchema = z.object({ removed: z.number().int().nonnegative() });

/** `GET /api/alerts/push-key`: the VAPID public key a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** `GET /api/admin/alerts/stats`: what operators see of alerts (no address in it). */
export const alertStatsSchema = z.object({
  alerts: z.object({
    waitingConfirmation: z.number().int(),
    active: z.number().int(),
    paused: z.number().int(),
  }),
  addresses: z.object({ confirmed: z.number().int(), unconfirmed: z.number().int() }),
  perDay: z.array(
    z.object({
      day: z.string(),
      created: z.number().int(),
      confirmed: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  /** Deliveries that failed and whether they will be tried again; addresses masked. */
  failures: z.array(
    z.object({
      at: isoDateTimeSchema,
      address: z.string(),
      channel: z.enum(['email', 'push']),
      error: z.string(),
      attempts: z.number().int(),
      retryAt: isoDateTimeSchema.nullable(),
    }),
  ),
  mostWatched: z.array(z.object({ slug: z.string(), name: z.string(), alerts: z.number().int() })),
});
export type AlertStats = z.infer<typeof alertStatsSchema>;
