// The web server with no gateway behind it (a gateway restarting, a network split): every page
// that needs the API answers 503 with the "briefly unavailable" message, never a 500 and never a
// 404 (a crawler drops a page that answers 404). No stack: the web server alone, its API_URL on
// a port nothing listens on.
import { freePort } from '@bli/dev-infra';
import { spawnNodeProcess, type SpawnedProcess } from '@bli/testing';
import { join } from 'node:path';

let web: SpawnedProcess;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  const nowhere = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  web = await spawnNodeProcess(
    join(__dirname, '..', 'server.js'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${nowhere}`,
      SITE_URL: baseUrl,
      NODE_ENV: 'production',
    },
    `${baseUrl}/healthz`,
  );
});

afterAll(() => web?.stop());

it.each([
  '/',
  '/laptop/asus-tuf-gaming-f15-fx506hf-hn024w',
  '/price-range/under-80000',
  '/laptops/amd-processor',
  '/best-laptop-under-30000',
  '/blog/choosing-a-laptop',
  '/author/someone',
  '/search?q=hp',
  '/compare?laptops=a,b',
])('%s answers 503 "briefly unavailable"', async (path) => {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('Our laptop catalogue is briefly unavailable');
});
