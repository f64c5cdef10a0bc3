// The second process: sends LOAD_RATE requests a second through the public origin until told to
// stop, and reports every answer (start time, call, status, duration) to the parent in batches.
import { callFor, type LoadSettings } from './load-mix';

export type LoadResult = [startedAt: number, seq: number, status: number, ms: number];

const settings = JSON.parse(process.env.LOAD_SETTINGS ?? '{}') as LoadSettings;
const rate = Number(process.env.LOAD_RATE ?? 200);
/** Above every deadline of the calls in the mix (2 s reads, 20 s Keepa token call). */
const TIMEOUT_MS = 25_000;

let batch: LoadResult[] = [];
let inFlight = 0;
let seq = 0;

async function send(n: number): Promise<void> {
  const call = callFor(n, settings.asins);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-correlation-id': `faults-${n}`,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.admin) {
    headers.cookie = settings.cookie;
    headers['x-csrf-token'] = settings.csrfToken;
    headers.origin = settings.baseUrl;
  }
  const startedAt = Date.now();
  let status = 0;
  inFlight++;
  try {
    const response = await fetch(`${settings.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  } finally {
    inFlight--;
  }
  batch.push([startedAt, n, status, Date.now() - startedAt]);
}

const flush = () => {
  if (batch.length > 0 && process.connected) process.send?.({ results: batch });
  batch = [];
};

// The parent is gone (it failed): nothing to report to.
process.on('disconnect', () => process.exit(1));

const tick = setInterval(() => {
  // Evenly spread: rate / 100 requests every 10 ms.
  for (let i = 0; i < rate / 100; i++) void send(seq++);
}, 10);
const reporter = setInterval(flush, 250);

process.on('message', (message: { stop?: boolean }) => {
  if (!message.stop) return;
  clearInterval(tick);
  const finish = setInterval(() => {
    if (inFlight > 0) return;
    clearInterval(finish);
    clearInterval(reporter);
    flush();
    process.send?.({ done: true, sent: seq }, () => process.exit(0));
  }, 50);
});
