export * from './common-env.schema';
export * from './load-config';
export * from './service-config';
