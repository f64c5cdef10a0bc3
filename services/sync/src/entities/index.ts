import { ProviderState } from './provider-state.entity';
import { SyncRun } from './sync-run.entity';
import { WorkerLease } from './worker-lease.entity';

export { ProviderState, SyncRun, WorkerLease };
export type { RunCursor } from './sync-run.entity';
export const syncEntities = [ProviderState, SyncRun, WorkerLease];
