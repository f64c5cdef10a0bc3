export * from './catalogue.patterns';
export * from './deal.schema';
export * from './laptop-filter.schema';
export * from './laptop.schema';
export * from './price-history.schema';
export * from './price-observation.schema';
export * from './price-range.schema';
