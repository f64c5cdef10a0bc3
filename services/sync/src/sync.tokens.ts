/** The validated configuration, injected where a class needs settings. */
export const SYNC_CONFIG = Symbol('SYNC_CONFIG');
