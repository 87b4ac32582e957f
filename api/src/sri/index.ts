export * from './certificate';
export * from './signature';
export * from './soap';
export * from './xml';
