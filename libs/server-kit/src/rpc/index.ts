export * from './admission-queue';
export * from './correlation.interceptor';
export * from './handles.decorator';
export * from './nats-connection.options';
export * from './rpc-client';
export * from './rpc-deadline';
export * from './rpc-error.filter';
export * from './service-nats.server';
