export * from './auth.schema';
export * from './auth.routes';
export * as GatewayApi from './auth.addresses';
