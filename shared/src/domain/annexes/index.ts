export * from './ats';
export * from './catalogs';
export * from './sustento';
export * from './text';
export * from './ventas-rule';
