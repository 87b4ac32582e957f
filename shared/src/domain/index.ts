export * from './auth/user';
export * from './errors';
