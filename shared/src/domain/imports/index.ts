export * from './customer-import';
export * from './history';
export * from './product-import';
export * from './sheet';
