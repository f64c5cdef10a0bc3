import type { BusProcess } from '@bli/contracts';
import { natsConnectionOptions, natsSettings, RpcClient } from '@bli/server-kit';
import type { TestInfra } from '@bli/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** The test's own NATS settings as `process` (its nkey), on the stack's private server. */
export function natsAs(infra: TestInfra, process: BusProcess) {
  return natsSettings(infra.natsEnv(process), process);
}

/** A raw connection as `process`, e.g. to stand in for one of its replicas. */
export function connectAs(infra: TestInfra, process: BusProcess): Promise<NatsConnection> {
  return connect(natsConnectionOptions(natsAs(infra, process)));
}

/** Typed calls as `process`, with only what its NATS user may ask. */
export function rpcAs(
  infra: TestInfra,
  process: BusProcess,
  timeoutMs: number,
): Promise<RpcClient> {
  return RpcClient.connect(natsAs(infra, process), timeoutMs);
}
