export * from './affiliate.patterns';
export * from './affiliate.schema';
export * from './affiliate.routes';
export * as AffiliateApi from './affiliate.addresses';
