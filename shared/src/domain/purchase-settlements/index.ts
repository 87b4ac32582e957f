export * from './build-request';
export * from './lifecycle';
export * from './request';
export * from './totals';
