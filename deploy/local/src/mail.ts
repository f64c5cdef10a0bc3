import { startMailCatcher } from '@bli/message-catchers';
import type { RunnerConfig } from './runner.config';

export interface LocalMail {
  /** SMTP_URL for the alerts service. */
  env: Record<string, string>;
  describe: string[];
  stop(): Promise<void>;
}

/**
 * Where `npm start`'s alert mails go: SMTP_URL when set (a real provider), else the mail catcher
 * of tools/message-catchers, which keeps every message and shows them at its HTTP address.
 */
export async function startLocalMail(
  config: RunnerConfig,
  env: NodeJS.ProcessEnv,
): Promise<LocalMail> {
  if (env.SMTP_URL) {
    return {
      env: {},
      describe: ['mail: SMTP_URL from the environment'],
      stop: async () => undefined,
    };
  }
  const catcher = await startMailCatcher({
    smtpPort: config.MAIL_CATCHER_SMTP_PORT,
    httpPort: config.MAIL_CATCHER_HTTP_PORT,
  });
  return {
    env: { SMTP_URL: catcher.smtpUrl },
    describe: [`mail catcher: alert mails are kept at ${catcher.httpUrl}`],
    stop: () => catcher.close(),
  };
}
