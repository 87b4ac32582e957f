export * from './dashboard';
export * from './exports';
export * from './period';
export * from './sales-report';
