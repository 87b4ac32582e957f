export * from './buyers';
export * from './documents';
export * from './inventory';
export * from './settings';
export * from './tenancy';
export * from './users';
export * from './emission';
