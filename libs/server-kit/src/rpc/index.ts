export * from './correlation.interceptor';
export * from './handles.decorator';
export * from './nats-connection.options';
export * from './nats-transport.options';
export * from './rpc-client';
export * from './rpc-error.filter';
