// The images' HEALTHCHECK: GET http://127.0.0.1:<port><path>; healthy on a 2xx within 2 s.
// The port comes from the app's own variable (HEALTHCHECK_PORT_ENV names it, e.g.
// CATALOGUE_HEALTH_PORT), so overriding that moves the check too; else the app's default.
// An argument replaces the path: Compose checks `/health/ready` before starting dependants.
const { HEALTHCHECK_PORT_ENV, HEALTHCHECK_PORT, HEALTHCHECK_PATH } = process.env;
const port = (HEALTHCHECK_PORT_ENV && process.env[HEALTHCHECK_PORT_ENV]) || HEALTHCHECK_PORT;
const path = process.argv[2] ?? HEALTHCHECK_PATH ?? '/health';

try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    signal: AbortSignal.timeout(2_000),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
