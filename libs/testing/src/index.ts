export * from './browser';
export * from './catalogue.factories';
export * from './database-roles';
export * from './spawned-process';
export * from './test-infra';
export * from './product-stack';
export * from './browser-site';
export * from './laptop-generator';
