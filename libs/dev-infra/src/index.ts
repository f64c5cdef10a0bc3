export * from './containers';
export * from './nats';
export * from './ports';
export * from './postgres';
export * from './running-server';
export * from './raw-http';
