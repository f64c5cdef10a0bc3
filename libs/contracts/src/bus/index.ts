export * from './bus-access';
export * from './event-streams';
