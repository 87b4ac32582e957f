export * from './ats';
export * from './catalogs';
export * from './forms';
export * from './sustento';
export * from './text';
export * from './ventas-rule';
