// The API client of every page. The back office's concerns are subpaths of their own (api/admin-documents,
// /debit-notes, /documents, /establishments, /history-import, /imports, /integrations, /mail-settings, /movements, /original-invoice,
// /purchases, /receivables, /reports, /users, /withholdings), like the domain's (issue 20).
export * from './auth';
export * from './buyers';
export * from './client';
export * from './company';
export * from './config';
export * from './download';
export * from './early-requests';
export * from './error-message';
export * from './invoicing';
export * from './items';
export * from './print-agent';
export * from './products';
export * from './query';
export * from './ride';
export * from './taxpayers';
export * from './use-remote-data';
export * from './use-user-info';
export * from './warehouses';
