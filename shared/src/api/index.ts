// The API client of every page. The back office's concerns are subpaths of their own (api/imports,
// /integrations, /movements, /purchases, /reports, /withholdings), like the domain's (issue 20).
export * from './admin-documents';
export * from './auth';
export * from './buyers';
export * from './client';
export * from './company';
export * from './config';
export * from './documents';
export * from './download';
export * from './early-requests';
export * from './error-message';
export * from './establishments';
export * from './invoicing';
export * from './items';
export * from './print-agent';
export * from './products';
export * from './query';
export * from './receivables';
export * from './ride';
export * from './taxpayers';
export * from './use-remote-data';
export * from './use-user-info';
export * from './users';
export * from './warehouses';
