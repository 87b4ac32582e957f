/** `@facturador/api/db`: open the API's database and write demo or sample data (benchmarks, tools). */
export { type Database, type Db, openDatabase } from './database';
export { demoBuyers, demoEmisor } from './seed/demo-data';
export { insertSampleDocuments } from './seed/sample-documents';
export { hasAnyEmisor, seedDemoData } from './seed/seed';
