export * from './spawned-process';
export * from './test-infra';
