export * from './database.check';
export * from './migrations';
export * from './schema-orm.config';
export * from './unit-of-work';
export * from './database-roles';
