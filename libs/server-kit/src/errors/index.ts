export * from './domain-error';
export * from './zod-error';
export * from './database-unavailable';
