export * from './auth';
export * from './client';
export * from './config';
