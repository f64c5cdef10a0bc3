export * from './page-meta.schema';
export * from './seo.patterns';
