import { z } from 'zod';
import { asinSchema, isoDateTimeSchema } from '../common/primitives.schema';

/** Where on our site a buy click came from, e.g. "laptop-details" (docs/product-rules.md §7) or "laptop-card". */
export const clickSourceSchema = z
  .string({ error: 'source is required' })
  .max(60, { error: 'source must be at most 60 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'source must be lowercase letters, digits and single hyphens',
  });

/** A path on our own origin ("/laptop/hp-15s"): never a host, never a protocol-relative "//x". */
export const sitePathSchema = z
  .string()
  .max(300, { error: 'page must be at most 300 characters' })
  // "/" alone or "/" and a first character that is not "/" (no "//host"); written without a
  // lookahead so that OpenAPI clients and generators can use the pattern.
  .regex(/^\/([A-Za-z0-9._~-][A-Za-z0-9._~/-]*)?$/, { error: 'page must be a path on this site' });

const linkRequestShape = {
  asin: asinSchema,
  source: clickSourceSchema,
  /** The page the shopper clicked on, for the click log. */
  page: sitePathSchema.optional(),
};

/** Body of `POST /api/affiliate/url` (docs/product-rules.md §7): nothing in it can choose the link's host. */
export const affiliateUrlRequestSchema = z.object(linkRequestShape).strict();
export type AffiliateUrlRequest = z.input<typeof affiliateUrlRequestSchema>;

/**
 * `GET /api/affiliate/go/{asin}?source=&page=`: the click hop of links that work without
 * JavaScript; other query parameters (a campaign's) are ignored, and a plain link is "link".
 */
export const affiliateHopRequestSchema = z.object({
  ...linkRequestShape,
  source: clickSourceSchema.default('link'),
});

/** How a click reached us: the buy button's request, or the no-JavaScript click hop. */
export const CLICK_CHANNELS = ['api', 'hop'] as const;
export const clickChannelSchema = z.enum(CLICK_CHANNELS);
export type ClickChannel = z.infer<typeof clickChannelSchema>;

/** What the affiliate service receives: the click and the way it came in. */
export const affiliateLinkCommandSchema = z
  .object({ ...linkRequestShape, via: clickChannelSchema })
  .strict();

/** The tagged amazon.in product link; always `https://www.amazon.in/dp/{asin}?tag={tag}`. */
export const affiliateUrlSchema = z.object({ affiliateUrl: z.url() });
export type AffiliateUrl = z.infer<typeof affiliateUrlSchema>;

/** `GET /api/admin/affiliate/clicks?days=`: the window of the click counts. */
export const clickStatsQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'days must be a whole number from 1 to 366' })
      .int({ error: 'days must be a whole number from 1 to 366' })
      .min(1, { error: 'days must be a whole number from 1 to 366' })
      .max(366, { error: 'days must be a whole number from 1 to 366' })
      .default(30),
  })
  .strict();

/** Click counts for the admin: per day (India's calendar) and per laptop, most clicked first. */
export const clickStatsSchema = z.object({
  /** First day counted, `YYYY-MM-DD` in Asia/Kolkata. */
  from: z.iso.date(),
  /** Last day counted (today in India). */
  to: z.iso.date(),
  total: z.number().int().nonnegative(),
  /** Every day of the window, oldest first, days without clicks included. */
  perDay: z.array(z.object({ date: z.iso.date(), clicks: z.number().int().nonnegative() })),
  perLaptop: z.array(
    z.object({
      laptopId: z.number().int().positive(),
      asin: z.string(),
      slug: z.string(),
      clicks: z.number().int().positive(),
      lastClickAt: isoDateTimeSchema,
    }),
  ),
});
export type ClickStats = z.infer<typeof clickStatsSchema>;
