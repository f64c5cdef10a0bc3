export * from './brand-names';
export * from './budget-parser';
export * from './compare-selection';
export * from './nearby-budgets';
export * from './search-query';
