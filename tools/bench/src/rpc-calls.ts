/**
 * How many NATS requests the services answered, read from their `/metrics` (rpc_messages_total
 * of every subject but the health ping): the difference around one page request is the number
 * of calls that page made behind the gateway.
 */
export class RpcCallCounter {
  constructor(private readonly metricsUrls: readonly string[]) {}

  async total(): Promise<number> {
    const counts = await Promise.all(this.metricsUrls.map((url) => answeredRequests(url)));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** The calls made while `work` ran (nothing else may use the stack meanwhile). */
  async around(work: () => Promise<unknown>): Promise<number> {
    const before = await this.total();
    await work();
    return (await this.total()) - before;
  }
}

const COUNTER = /^rpc_messages_total\{subject="([^"]+)",outcome="[^"]+"\} (\d+)$/;

async function answeredRequests(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  let sum = 0;
  for (const line of (await response.text()).split('\n')) {
    const match = COUNTER.exec(line);
    if (match && !match[1].endsWith('.health.ping')) sum += Number(match[2]);
  }
  return sum;
}
