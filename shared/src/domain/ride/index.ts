export * from './retencion';
export * from './ride';
