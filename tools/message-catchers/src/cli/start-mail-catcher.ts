// Runs the SMTP catcher until Ctrl-C: `npx nx run message-catchers:serve`. Point SMTP_URL at the
// SMTP address it prints and read what arrives at its HTTP address.
import { startMailCatcher } from '../mail/mail-catcher';

const env = process.env;
const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

async function main(): Promise<void> {
  const catcher = await startMailCatcher({
    host: env.MAIL_CATCHER_HOST ?? '127.0.0.1',
    smtpPort: number('MAIL_CATCHER_SMTP_PORT', 1025),
    httpPort: number('MAIL_CATCHER_HTTP_PORT', 1080),
  });
  console.log(`Mail catcher: SMTP ${catcher.smtpUrl}, messages at ${catcher.httpUrl}`);
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
