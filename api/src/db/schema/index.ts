export * from './buyers';
export * from './documents';
export * from './emission';
export * from './inventory';
export * from './settings';
export * from './tenancy';
export * from './users';
