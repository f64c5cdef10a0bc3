export * from './alert-condition.schema';
export * from './price-changed.event';
