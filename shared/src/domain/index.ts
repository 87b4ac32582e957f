export * from './auth/user';
export * from './config';
export * from './errors';
