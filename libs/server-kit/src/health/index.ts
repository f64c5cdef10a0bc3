export * from './health.controller';
export * from './readiness-check';
