export * from './common-env.schema';
export * from './load-config';
