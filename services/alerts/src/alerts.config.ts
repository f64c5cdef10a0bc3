import {
  commonEnvSchema,
  databaseEnvSchema,
  healthEnvSchema,
  ServiceConfig,
} from '@bli/server-kit';
import { z } from 'zod';
import { DEFAULT_PUSH_ORIGINS } from './subscriptions/push-endpoint';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const alertsEnvSchema = commonEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(healthEnvSchema.shape)
  .extend({
    ALERTS_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).default(3109),
    /** Where mail goes: smtp://host:port (smtps:// for TLS; user:password@ when it asks). */
    SMTP_URL: z
      .string({ error: 'SMTP_URL is required (smtp://127.0.0.1:1025 for the mail catcher)' })
      .regex(/^smtps?:\/\/[^/\s]+\/?$/, { error: 'SMTP_URL must be an smtp:// or smtps:// URL' }),
    /** The sender every mail names. */
    MAIL_FROM: z.string().trim().min(3).default('Best Laptops India <alerts@bestlaptops.in>'),
    /** The public origin our mails link to (laptop pages, confirm, manage, unsubscribe). */
    SITE_URL: z
      .string({ error: 'SITE_URL is required (the public origin, e.g. https://bestlaptops.in)' })
      .regex(/^https?:\/\/[^/\s?#]+\/?$/, {
        error: 'SITE_URL must be an origin such as https://bestlaptops.in (no path)',
      })
      .transform((url) => url.replace(/\/$/, '')),
    /** Signs the links in our mails (HMAC-SHA256); never logged. Rotating it voids every link. */
    ALERTS_TOKEN_SECRET: z
      .string({ error: 'ALERTS_TOKEN_SECRET is required (at least 32 characters)' })
      .min(32, { error: 'ALERTS_TOKEN_SECRET must be at least 32 characters' }),
    /** Web Push (VAPID) keys; without both, push is off and mail is the only channel. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** Who push services may contact about our pushes: mailto: or https: (default: MAIL_FROM). */
    VAPID_SUBJECT: optionalText,
    /**
     * The push services browsers may subscribe through (comma-separated origins; `*.` allows a
     * domain's subdomains): we post only there, never to an address a shopper typed.
     */
    ALERTS_PUSH_ORIGINS: z
      .string()
      .trim()
      .default(DEFAULT_PUSH_ORIGINS.join(','))
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /** An extra CA to trust when posting to a push service (a test's local one). */
    ALERTS_PUSH_CA_FILE: optionalText,
    /** Alert mails an address gets per India day before the rest waits for the morning digest. */
    ALERTS_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(5),
    /** Unconfirmed alerts are deleted this long after they were asked for. */
    ALERTS_CONFIRM_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(48),
    /** An address without alerts is deleted this many days after its last alert went. */
    ALERTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Deadline of the question to the catalogue when an alert is set or changed. */
    ALERTS_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_500),
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    error: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither: no push)',
    path: ['VAPID_PRIVATE_KEY'],
  });

/** The alerts service's settings, read once at boot; providers inject them by this class. */
export class AlertsConfig extends ServiceConfig(alertsEnvSchema) {}

/** The VAPID details push is sent with, or null when push is off. */
export function vapidOf(config: AlertsConfig) {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${mailAddressOf(config.MAIL_FROM)}`,
  };
}

/** The address in a sender such as "Best Laptops India <alerts@bestlaptops.in>". */
export function mailAddressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1] ?? sender;
}
