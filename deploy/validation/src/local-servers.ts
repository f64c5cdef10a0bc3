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
