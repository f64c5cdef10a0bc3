import { createServer } from 'node:net';

/** Free TCP ports on the loopback, for a built entry point started by a check. */
export function freePorts(count: number): Promise<number[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
          });
        }),
    ),
  );
}

/** Tries until the attempt succeeds (a server still starting), or rethrows after 5 s. */
export async function retry<T>(
  attempt: () => Promise<T>,
  deadline = Date.now() + 5_000,
): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
