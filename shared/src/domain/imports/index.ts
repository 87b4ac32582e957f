export * from './customer-import';
export * from './product-import';
export * from './sheet';
export * from './history';
