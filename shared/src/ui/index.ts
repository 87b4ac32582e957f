export * from './area-context';
export * from './area-runtime';
export * from './Modal';
export * from './SessionGate';
export * from './Spinner';
