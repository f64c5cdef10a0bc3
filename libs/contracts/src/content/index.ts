export * from './author.schema';
export * from './blog-post.schema';
export * from './content-pages.schema';
export * from './content.patterns';
export * from './knowledge.schema';
export * from './processor-comparison.schema';
export * from './use-case.schema';
export * from './content.routes';
export * as ContentApi from './content.addresses';
