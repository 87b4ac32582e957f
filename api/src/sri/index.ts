export * from './certificate';
export * from './received';
export * from './signature';
export * from './soap';
export * from './xml';
