export * from './bus-access';
