export * from './sync.patterns';
export * from './sync.schema';
