export * from './ats';
export * from './catalogs';
export * from './filing-reminder';
export * from './forms';
export * from './purchase-pending';
export * from './sustento';
export * from './text';
export * from './ventas-rule';
