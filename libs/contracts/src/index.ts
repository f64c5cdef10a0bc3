export * from './catalogue';
export * from './content';
export * from './sync';
export * from './seo';
export * from './affiliate';
export * from './common/error.schema';
export * from './common/pattern';
export * from './common/primitives.schema';
