export * from './domain-error';
export * from './zod-error';
