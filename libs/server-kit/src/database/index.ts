export * from './database.check';
export * from './migrations';
export * from './request-context.interceptor';
export * from './schema-orm.config';
