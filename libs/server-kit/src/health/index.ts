export * from './health-ping.handlers';
export * from './health.controller';
export * from './readiness-check';
export * from './readiness-runner';
