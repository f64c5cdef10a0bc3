/**
 * Connection settings shared by every NATS client and server of ours: never give up
 * reconnecting (nats.js stops after ~20 s by default) and keep publishing buffered meanwhile.
 * A server that comes back is found within 100–150 ms (a dial to a server that is down fails at
 * once, so trying often costs little; the jitter spreads a fleet's reconnects); a server that
 * vanishes without closing the socket is noticed after two unanswered pings, 10 s.
 */
export function natsConnectionOptions(url: string, name: string) {
  return {
    servers: url.split(',').map((server) => server.trim()),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
    reconnectJitter: 50,
    waitOnFirstConnect: true,
    pingInterval: 5_000,
    maxPingOut: 2,
  } as const;
}
