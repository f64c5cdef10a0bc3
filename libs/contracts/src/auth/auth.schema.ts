import { z } from 'zod';

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

/** `POST /api/auth/login`. The password is only checked for presence: length rules apply when one is set. */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'is required' })
    .max(254, { error: 'must be at most 254 characters' }),
  password: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(ADMIN_PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What login and `GET /api/auth/me` answer: who is signed in and the session's CSRF token. */
export const adminSessionSchema = z.object({
  user: z.object({ email: z.string() }),
  csrfToken: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
