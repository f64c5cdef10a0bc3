import { z } from 'zod';

/** Codes every service may answer with; the gateway maps each to one HTTP status. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHORISED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** What a service puts on the wire when a message fails. */
export const rpcErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
});
export type RpcError = z.infer<typeof rpcErrorSchema>;

/** What the gateway answers over HTTP when a call fails. */
export const httpErrorSchema = z.object({
  error: z.string(),
  code: errorCodeSchema,
  correlationId: z.string(),
  details: z.unknown().optional(),
});
export type HttpError = z.infer<typeof httpErrorSchema>;
