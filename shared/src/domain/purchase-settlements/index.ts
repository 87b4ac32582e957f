export * from './build-request';
export * from './request';
export * from './totals';
