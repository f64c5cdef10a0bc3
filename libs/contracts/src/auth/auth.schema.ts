import { z } from 'zod';
import { isoDateTimeSchema } from '../common/primitives.schema';

/** Header every state-changing admin call carries: the CSRF token of the operator's session. */
export const CSRF_HEADER = 'x-csrf-token';

/** Admin passwords: at least 12 characters (what `npm run admin:create` and ADMIN_PASSWORD accept). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Above this, a password is refused before hashing (argon2 of a megabyte is a cheap DoS). */
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

/** Emails are compared trimmed and lower-cased: `Admin@Example.com ` is admin@example.com. */
export const adminEmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: 'must be an email address' })
      .max(254, { error: 'must be at most 254 characters' }),
  );

export const adminPasswordSchema = z
  .string({ error: 'is required' })
  .min(ADMIN_PASSWORD_MIN_LENGTH, {
    error: `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  })
  .max(ADMIN_PASSWORD_MAX_LENGTH, {
    error: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`,
  });

/** A code of the operator's authenticator app (TOTP): six digits. */
export const totpCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'must be the 6-digit code of the authenticator app' });

/** The password an operator types to prove it is them (checked, not length-ruled). */
const typedPasswordSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(ADMIN_PASSWORD_MAX_LENGTH, {
    error: `must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`,
  });

/**
 * `POST /api/auth/login`. The password is only checked for presence: length rules apply when one
 * is set. `code` is the second step of an operator with TOTP on.
 */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'is required' })
    .max(254, { error: 'must be at most 254 characters' }),
  password: typedPasswordSchema,
  code: totpCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * `details.reason` of the 401 a login answers when the password was right and the operator's
 * second factor is on, but no code came: the login screen then asks for the code.
 */
export const LOGIN_CODE_REQUIRED = 'totp-required';

/** What login and `GET /api/auth/me` answer: who is signed in and the session's CSRF token. */
export const adminSessionSchema = z.object({
  user: z.object({ email: z.string(), totpEnabled: z.boolean() }),
  csrfToken: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** `POST /api/auth/password`: the current password, and the new one (12 to 256 characters). */
export const changePasswordRequestSchema = z.object({
  currentPassword: typedPasswordSchema,
  newPassword: adminPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One of the operator's live sessions, as `GET /api/auth/sessions` lists them. */
export const operatorSessionSchema = z.object({
  /** Names the session for `DELETE /api/auth/sessions/{id}`; not the cookie. */
  id: z.uuid(),
  /** The browser's User-Agent at login (empty when it sent none). */
  userAgent: z.string(),
  /** The client address at login. */
  address: z.string(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const endSessionRequestSchema = z.object({
  id: z.uuid({ error: 'must be a session id' }),
});

/** `POST /api/auth/totp`: starting an enrolment needs the password. */
export const totpEnrolmentRequestSchema = z.object({ password: typedPasswordSchema });

/** The new secret, shown once: as text and as the URI an authenticator app reads. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** `POST /api/auth/totp/confirm`: a code of the new secret turns the second factor on. */
export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });

/** `POST /api/auth/totp/disable`: the password and a current code. */
export const totpDisableRequestSchema = z.object({
  password: typedPasswordSchema,
  code: totpCodeSchema,
});
