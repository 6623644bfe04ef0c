export * from './accounts';
export * from './airport-bookings';
export * from './attraction-bookings';
export * from './catalog';
export * from './commerce';
export * from './fx';
export * from './order-lines';
export * from './promotions';
