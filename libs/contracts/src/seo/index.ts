export * from './page-meta.schema';
export * from './seo.patterns';
export * from './seo.routes';
export * as SeoApi from './seo.addresses';
