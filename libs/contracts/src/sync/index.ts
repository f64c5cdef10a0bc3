export * from './sync.patterns';
export * from './sync.schema';
export * from './sync-runs-query.schema';
export * from './sync.routes';
export * as SyncApi from './sync.addresses';
export * from './retailer.schema';
