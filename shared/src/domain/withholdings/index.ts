export * from './codes';
export * from './issued';
export * from './purchases';
export * from './received';
