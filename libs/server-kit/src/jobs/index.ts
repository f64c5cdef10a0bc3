export * from './batch-loop';
