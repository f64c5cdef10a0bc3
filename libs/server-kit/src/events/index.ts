export * from './event-publisher';
export * from './event-streams.provision';
