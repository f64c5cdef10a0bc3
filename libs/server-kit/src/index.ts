export * from './bootstrap/service-bootstrap';
export * from './config';
export * from './errors';
export * from './health';
export * from './logging';
export * from './metrics';
export * from './rpc';
