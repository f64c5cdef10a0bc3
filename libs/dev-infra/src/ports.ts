import { readFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';

/** True when something accepts TCP connections on host:port within the timeout. */
export function isPortOpen(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const finish = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.connect(port, host);
  });
}

/**
 * The first port the kernel hands to outgoing connections (`ip_local_port_range`). A port
 * chosen inside that range can be taken by any client's connect() (a database pool, a NATS
 * client) between the moment it is chosen and the moment a server binds it: under load that
 * race showed as EADDRINUSE in the test stacks. Ports are chosen below it instead.
 */
function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > PORT_BASE + BLOCK_SIZE ? port : 32_768;
  } catch {
    return 32_768;
  }
}

const PORT_BASE = 10_000;
const BLOCK_SIZE = 200;
/**
 * Each process picks from a block of its own (by pid), so two test processes choosing ports at
 * the same moment rarely look at the same ones; within the block it starts at a random place.
 */
const BLOCKS = Math.max(1, Math.floor((ephemeralStart() - PORT_BASE) / BLOCK_SIZE));
const handedOut = new Set<number>();

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on right now on 127.0.0.1, below the kernel's range for outgoing
 * connections, never the same twice in one process.
 */
export async function freePort(): Promise<number> {
  const block = PORT_BASE + (process.pid % BLOCKS) * BLOCK_SIZE;
  const start = Math.floor(Math.random() * BLOCK_SIZE);
  for (let i = 0; i < BLOCK_SIZE; i++) {
    const port = block + ((start + i) % BLOCK_SIZE);
    if (handedOut.has(port)) continue;
    // Reserved before the check, so concurrent calls never pick the same port.
    handedOut.add(port);
    if (await canBind(port)) return port;
  }
  throw new Error(`no free port in ${block}–${block + BLOCK_SIZE - 1}`);
}

export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}
