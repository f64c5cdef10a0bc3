import { busInboxPrefix } from '@bli/contracts';
import type { NatsSettings } from './nats-settings';

/**
 * Connection settings shared by every NATS client and server of ours: the process's own NATS
 * user (nkey) and inbox, TLS to a verified server when a CA is given; never give up
 * reconnecting (nats.js stops after ~20 s by default) and keep publishing buffered meanwhile.
 * A server that comes back is found within 100–150 ms (a dial to a server that is down fails at
 * once, so trying often costs little; the jitter spreads a fleet's reconnects); a server that
 * vanishes without closing the socket is noticed after two unanswered pings, 10 s. Refused
 * credentials end the attempts (nats.js gives up after the same refusal twice). No async traces:
 * nats.js would otherwise build an Error (with its stack) on each of its own requests (JetStream's
 * API, publish acks) in case it times out; our errors name the subject anyway. RPC calls go
 * through `RequestMux`, which builds none.
 */
export function natsConnectionOptions(settings: NatsSettings) {
  return {
    servers: settings.url.split(',').map((server) => server.trim()),
    name: settings.identity,
    authenticator: settings.authenticator,
    inboxPrefix: busInboxPrefix(settings.identity),
    ...(settings.caFile ? { tls: { caFile: settings.caFile } } : {}),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 100,
    reconnectJitter: 50,
    waitOnFirstConnect: true,
    pingInterval: 5_000,
    maxPingOut: 2,
    noAsyncTraces: true,
  } as const;
}
