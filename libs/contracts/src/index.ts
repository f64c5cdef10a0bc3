export * from './catalogue';
export * from './common/error.schema';
export * from './common/pattern';
export * from './common/primitives.schema';
