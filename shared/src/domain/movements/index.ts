export * from './movement';
export * from './stock-check';
