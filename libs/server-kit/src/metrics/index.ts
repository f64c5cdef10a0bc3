export * from './metrics.controller';
export * from './rpc-metrics';
export * from './rpc-metrics.interceptor';
