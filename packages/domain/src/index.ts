export * from './airport-services';
export * from './attractions';
export * from './constants';
export * from './format';
export * from './money';
export * from './pagination';
export * from './search';
export * from './slug';
