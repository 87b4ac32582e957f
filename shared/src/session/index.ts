export * from './store';
export * from './use-user-info';
