export * from './guia-remision';
export * from './nota-debito';
export * from './retencion';
export * from './ride';
