import { z } from 'zod';
import { defineRoutes } from '../common/route';
import * as at from './affiliate.addresses';
import { AffiliatePatterns as P } from './affiliate.patterns';
import {
  affiliateHopRequestSchema,
  affiliateUrlRequestSchema,
  affiliateUrlSchema,
  clickStatsSchema,
} from './affiliate.schema';

/** The affiliate service's HTTP routes: the buy flow and the operators' click counts. */
export const AffiliateRoutes = defineRoutes(at, {
  url: {
    summary:
      'The tagged amazon.in link of a catalogue laptop (always https://www.amazon.in/dp/{asin}?tag=…); logs the click',
    tag: 'Affiliate',
    body: affiliateUrlRequestSchema,
    response: affiliateUrlSchema,
    errors: [400, 404, 503],
  },
  go: {
    summary:
      'Click-logging hop for links that work without JavaScript: a plain 302 to the tagged amazon.in link',
    tag: 'Affiliate',
    request: affiliateHopRequestSchema,
    describe: {
      asin: 'Amazon product id of a catalogue laptop',
      source:
        'where on the site the link was: lowercase letters, digits and single hyphens, at most 60 characters (default "link")',
      page: 'path of the page the link was on, on this site: starts with one "/", at most 300 characters of letters, digits and . _ ~ / -',
    },
    response: z.null(),
    status: 302,
    redirect: 'Redirect to https://www.amazon.in/dp/{asin}?tag=…',
    errors: [400, 404, 503],
  },
  clickStats: {
    summary: 'Buy clicks of the last {days} days (India time): per day and per laptop',
    tag: 'Admin',
    request: P.clickStats.request,
    describe: { days: 'days to count, today included (1–366, default 30)' },
    response: clickStatsSchema,
    errors: [400, 503],
    admin: true,
  },
});
