import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common/primitives.schema';
import { ENTRY_KINDS } from './entry-editor.schema';

/** Every kind of editorial entry whose changes are audited: posts and the entry kinds. */
export const CONTENT_AUDIT_KINDS = ['posts', ...ENTRY_KINDS] as const;

/** Which entry's audit log: its kind and id. */
export const contentAuditQuerySchema = z.object({
  kind: z.enum(CONTENT_AUDIT_KINDS, {
    error: `kind must be one of: ${CONTENT_AUDIT_KINDS.join(', ')}`,
  }),
  id: idSchema,
});
export type ContentAuditQuery = z.output<typeof contentAuditQuerySchema>;

/**
 * One change to an editorial entry: a field's old and new value (a Markdown body as its length;
 * the revisions keep the text), or an action ("created", "state", "restored"). The operator is
 * the signed-in email, or "schedule" for an entry published when its time came.
 */
export const contentAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  operator: z.string(),
  field: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  at: isoDateTimeSchema,
});
export type ContentAuditEntry = z.infer<typeof contentAuditEntrySchema>;
export const contentAuditEntryListSchema = z.array(contentAuditEntrySchema);
