// What every page may need: sign-in, the company, invoicing, the SRI's rules. The back office's
// concerns are subpaths of their own (domain/documents, /imports, /integrations, /movements,
// /receivables, /reports, /ride, /settings, /withholdings), so that a page downloads only the
// concerns it shows (issue 20); domain/config is its own subpath, bundled into each app.
// zod's English texts first, as classic zod had them (see the module).
import './common/zod-locale';

export * from './auth/user';
export * from './buyers/buyer';
export * from './buyers/capture';
export * from './buyers/email';
export * from './common/fields';
export * from './common/months';
export * from './common/quantity';
export * from './company/emisor';
export * from './company/fields';
export * from './company/permissions';
export * from './company/plans';
export * from './company/registro';
export * from './documents/states';
export * from './emission/credit-allocation';
export * from './emission/credit-note-rules';
export * from './emission/emission';
export * from './emission/issued-types';
export * from './errors';
export * from './invoicing';
export * from './items/item';
export * from './printing/counter-printer';
export * from './products/product';
export * from './sri';
export * from './taxpayers/contribuyente';
export * from './texts';
export * from './warehouses/warehouse';
