export * from './ride';
