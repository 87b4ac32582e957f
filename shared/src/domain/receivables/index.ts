export * from './receivables';
export * from './terms';
