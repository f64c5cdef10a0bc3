// `npm run admin:create -- --email ops@example.com`: adds an operator to the gateway schema.
// The password comes from ADMIN_PASSWORD, from stdin with --password-stdin, or from a hidden
// prompt; --password on the command line works too but leaves it in the shell history.
import { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@bli/contracts';
import { databaseEnvSchema, loadConfig } from '@bli/server-kit';
import { createInterface } from 'node:readline/promises';
import { createAdmin } from '../auth/admin-accounts';
import { AdminUsersRepository } from '../auth/admin-users.repository';
import { gatewayOrmConfig } from '../database/mikro-orm.config';

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal; with `hidden`, what is typed is not echoed. */
async function prompt(question: string, hidden = false): Promise<string> {
  const output = process.stdout;
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  if (hidden) {
    const write = output.write.bind(output);
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.includes(question)) write(text);
    };
  }
  try {
    return await rl.question(question);
  } finally {
    if (hidden) output.write('\n');
    rl.close();
  }
}

async function credentials(): Promise<{ email: string; password: string }> {
  const interactive = process.stdin.isTTY === true;
  const email =
    argument('email') ??
    process.env.ADMIN_EMAIL ??
    (interactive ? await prompt('Admin email: ') : undefined);
  let password = argument('password') ?? process.env.ADMIN_PASSWORD;
  if (password === undefined && process.argv.includes('--password-stdin')) {
    password = await readStdin();
  }
  if (password === undefined && interactive) {
    password = await prompt(`Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `, true);
    if ((await prompt('Repeat the password: ', true)) !== password) {
      throw new Error('The passwords differ');
    }
  }
  if (!email || password === undefined) {
    throw new Error(
      'Usage: npm run admin:create -- --email <email> (password from ADMIN_PASSWORD, --password-stdin or the prompt); DATABASE_URL must point at the database',
    );
  }
  return { email, password };
}

/** A person's mistake (no database, short password, taken email) is one line, not a trace. */
async function main(): Promise<void> {
  const { DATABASE_URL } = loadConfig(databaseEnvSchema, process.env);
  const { email, password } = await credentials();
  const orm = await MikroORM.init(gatewayOrmConfig(DATABASE_URL));
  try {
    const created = await createAdmin(new AdminUsersRepository(orm), email, password);
    console.log(`Admin ${created.email} created. Sign in at /admin.`);
  } finally {
    await orm.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
