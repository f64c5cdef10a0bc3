export * from './affiliate.patterns';
export * from './affiliate.schema';
