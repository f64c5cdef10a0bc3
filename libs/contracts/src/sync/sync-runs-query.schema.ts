import { z } from 'zod';

const limitError = { error: 'limit must be a whole number from 1 to 100' };

/** `GET /api/admin/sync/runs?limit=`: how many of the newest runs (default 20). */
export const syncRunsQuerySchema = z.object({
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(100, limitError)
    .default(20),
});
export type SyncRunsQuery = z.input<typeof syncRunsQuerySchema>;
