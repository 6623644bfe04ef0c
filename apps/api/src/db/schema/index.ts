export * from './accounts';
export * from './catalog';
export * from './commerce';
export * from './fx';
