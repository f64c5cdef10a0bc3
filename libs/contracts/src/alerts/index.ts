export * from './alert-condition.schema';
export * from './alerts.schema';
export * from './alerts.patterns';
export * from './alerts.routes';
export * as AlertsApi from './alerts.addresses';
export * from './price-changed.event';
