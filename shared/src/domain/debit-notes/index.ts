export * from './messages';
export * from './payload';
export * from './request';
export * from './totals';
