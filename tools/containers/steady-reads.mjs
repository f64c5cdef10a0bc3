// A steady load of reads through the edge: `workers` clients each asking again as soon as they
// have an answer, for `durationMs`; `during(now)` runs alongside (e.g. kills a container at 2 s).
// Every request's client, start, end (ms since the load began) and status.
import { send } from './edge-client.mjs';

export async function steadyReads(port, { host, path, workers, durationMs, during }) {
  const samples = [];
  const began = performance.now();
  const now = () => performance.now() - began;
  const worker = async (client) => {
    while (now() < durationMs) {
      const start = now();
      // Past the gateways' micro-cache of public reads: every request reaches a service.
      const { status } = await send(port, {
        host,
        path,
        headers: { 'cache-control': 'no-cache' },
        timeoutMs: 5_000,
      });
      samples.push({ client, start, end: now(), status });
    }
  };
  await Promise.all([during?.(now), ...Array.from({ length: workers }, (_, i) => worker(i))]);
  return samples;
}
