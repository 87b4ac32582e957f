export * from './certificate';
export * from './reader';
export * from './signature';
export * from './soap';
export * from './xml';
