import { adminEmailSchema, adminPasswordSchema } from '@bli/contracts';
import { InvalidInputError } from '@bli/server-kit';
import type { AdminUsersRepository } from './admin-users.repository';
import { hashPassword } from './password-hasher';

/** Checks an operator's email and password; a problem is an InvalidInputError naming the field. */
export function validAdminCredentials(
  email: unknown,
  password: unknown,
): { email: string; password: string } {
  const parsedEmail = adminEmailSchema.safeParse(email);
  if (!parsedEmail.success) {
    throw new InvalidInputError(`email ${parsedEmail.error.issues[0].message}`);
  }
  const parsedPassword = adminPasswordSchema.safeParse(password);
  if (!parsedPassword.success) {
    throw new InvalidInputError(`password ${parsedPassword.error.issues[0].message}`);
  }
  return { email: parsedEmail.data, password: parsedPassword.data };
}

/** Adds an operator (argon2id hash of the password); 409 when the email is taken. */
export async function createAdmin(
  users: AdminUsersRepository,
  email: unknown,
  password: unknown,
): Promise<{ email: string }> {
  const credentials = validAdminCredentials(email, password);
  const user = await users.create(credentials.email, await hashPassword(credentials.password));
  return { email: user.email };
}
