export * from './site-pages';
