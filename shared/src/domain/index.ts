// What every page may need: sign-in, the company, invoicing, the SRI's rules. The back office's
// concerns are subpaths of their own (domain/documents, /imports, /integrations, /movements,
// /reports, /ride, /withholdings), so that a page downloads only the concerns it shows (issue 20).
// zod's English texts first, as classic zod had them (see the module).
import './common/zod-locale';

export * from './auth/user';
export * from './buyers/buyer';
export * from './buyers/email';
export * from './common/fields';
export * from './common/quantity';
export * from './company/accredited-issuers';
export * from './company/emisor';
export * from './company/establishments';
export * from './company/fields';
export * from './company/mail-settings';
export * from './company/permissions';
export * from './company/plans';
export * from './company/registro';
export * from './company/users';
export * from './config';
export * from './documents/states';
export * from './emission/credit-note-rules';
export * from './emission/emission';
export * from './emission/sri-2025-rules';
export * from './errors';
export * from './invoicing';
export * from './items/item';
export * from './printing/counter-printer';
export * from './products/product';
export * from './receivables';
export * from './sri';
export * from './taxpayers/contribuyente';
export * from './texts';
export * from './warehouses/warehouse';
export * from './withholdings/received';
