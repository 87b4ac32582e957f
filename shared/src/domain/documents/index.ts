export * from './attention';
export * from './document';
export * from './mail-delivery';
