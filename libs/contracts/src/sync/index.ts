export * from './sync.patterns';
export * from './sync.schema';
export * from './sync-runs-query.schema';
