/**
 * Connection settings shared by every NATS client and server of ours: never give up
 * reconnecting (nats.js stops after ~20 s by default) and keep publishing buffered meanwhile.
 */
export function natsConnectionOptions(url: string, name: string) {
  return {
    servers: url.split(',').map((server) => server.trim()),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    pingInterval: 10_000,
  } as const;
}
