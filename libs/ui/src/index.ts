export * from './accordion';
export * from './badge';
export * from './button';
export * from './card';
export * from './cn';
export * from './skeleton';
export * from './tabs';
export * from './toast';
