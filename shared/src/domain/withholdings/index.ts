export * from './codes';
export * from './issued';
export * from './purchase-intake';
export * from './purchases';
export * from './received';
