import { spawn } from 'node:child_process';
import { createTransport } from 'nodemailer';
import { eventually } from '@bli/testing';
import { configProblems } from './app-config';
import { environmentOf, loadCompose, MINIMAL_DOTENV } from './compose';
import { startEnvironment, type Started } from './compose-start';
import { appDeployables } from './deployables';
import type { Variables } from './interpolate';
import { freePorts } from './local-servers';
import { fromRoot } from './repo';

// `docker compose --profile mail-catcher up`: the mail catcher, and the alerts service mailing it
// when .env names no mail provider (SMTP_URL).
const dotenv = MINIMAL_DOTENV;
const { compose } = loadCompose(dotenv);
const catcher = appDeployables(compose, { profiles: true }).find(
  (app) => app.name === 'mail-catcher',
);
const alerts = appDeployables(compose).find((app) => app.name === 'alerts');
const catcherEnv = environmentOf(compose.services['mail-catcher'] ?? {});

/** How the alerts container starts, with or without the profile running. */
function alertsStart(variables: Variables, profile: boolean): Started {
  return startEnvironment(loadCompose({ ...dotenv, ...variables }).compose.services.alerts, {
    entry: alerts?.entry ?? '',
    variables,
    resolvable: profile ? ['mail-catcher'] : [],
  });
}

describe('docker-compose.yml, mail-catcher profile', () => {
  it('runs the mail catcher only in that profile, with nothing depending on it', () => {
    expect(catcher?.service.profiles).toEqual(['mail-catcher']);
    expect(catcher?.project.root).toBe('tools/message-catchers');
    // A dependency on a service whose profile does not run stops Compose v1: alerts finds it
    // by name when it starts.
    expect(catcher?.service.depends_on).toBeUndefined();
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.depends_on?.['mail-catcher']]).toEqual([name, undefined]);
    }
  });

  it('publishes its reading port on the machine’s loopback only, where MAIL_CATCHER_PORT says', () => {
    const port = catcherEnv[catcher?.portVariable ?? ''];
    expect(compose.services['mail-catcher']?.ports).toEqual([`127.0.0.1:1080:${port}`]);
    const moved = loadCompose({ ...dotenv, MAIL_CATCHER_PORT: '18080' }).compose.services[
      'mail-catcher'
    ];
    expect(moved?.ports).toEqual([`127.0.0.1:18080:${port}`]);
  });

  it('starts the catcher from a built entry point, on every interface: it keeps what SMTP brings and shows it where checked', async () => {
    if (!catcher) throw new Error('no mail-catcher in docker-compose.yml');
    expect(catcher.entry.startsWith(`${catcher.project.root}/dist/`)).toBe(true);
    expect(catcherEnv.MAIL_CATCHER_HOST).toBe('0.0.0.0');
    expect(catcherEnv[catcher.portVariable]).toBe(String(catcher.defaultPort));
    expect(catcher.service.healthcheck?.test).toEqual([
      'CMD',
      'node',
      'healthcheck.mjs',
      catcher.healthPath,
    ]);
    // The built entry point with the container's settings, on free loopback ports.
    const [smtpPort, httpPort] = await freePorts(2);
    const child = spawn(process.execPath, [fromRoot(catcher.entry)], {
      env: {
        ...catcherEnv,
        MAIL_CATCHER_HOST: '127.0.0.1',
        MAIL_CATCHER_SMTP_PORT: String(smtpPort),
        MAIL_CATCHER_HTTP_PORT: String(httpPort),
      },
      stdio: 'ignore',
    });
    try {
      const checked = await eventually(() =>
        fetch(`http://127.0.0.1:${httpPort}${catcher.healthPath}`),
      );
      expect(checked.status).toBe(200);
      await createTransport(`smtp://127.0.0.1:${smtpPort}`).sendMail({
        from: 'alerts@bestlaptops.in',
        to: 'shopper@example.com',
        subject: 'caught',
        text: 'hello',
      });
      const caught = (await (
        await fetch(`http://127.0.0.1:${httpPort}/messages?to=shopper@example.com`)
      ).json()) as { subject: string }[];
      expect(caught.map((mail) => mail.subject)).toEqual(['caught']);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('points the alerts service at the catcher when .env has no SMTP_URL', () => {
    const { status, env } = alertsStart({}, true);
    expect(status).toBe(0);
    expect(env.SMTP_URL).toBe(`smtp://mail-catcher:${catcherEnv.MAIL_CATCHER_SMTP_PORT}`);
    if (!alerts?.config) throw new Error('alerts has no config schema');
    expect(configProblems(alerts.config, env)).toEqual([]);
  });

  it('keeps the mail provider .env names, with the profile or without', () => {
    const provider = 'smtps://alerts:secret@smtp.example.com:465';
    for (const profile of [true, false]) {
      const { status, env } = alertsStart({ SMTP_URL: provider }, profile);
      expect([profile, status, env.SMTP_URL]).toEqual([profile, 0, provider]);
    }
  });

  it('stops the alerts service, saying what to set, with neither', () => {
    const { status, stderr } = alertsStart({}, false);
    expect(status).toBe(1);
    expect(stderr).toContain('SMTP_URL is unset');
    expect(stderr).toContain('--profile mail-catcher');
  });
});
