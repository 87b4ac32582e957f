import { demoBuyers, demoEmisor, insertSampleDocuments, openDatabase, seedDemoData } from '@facturador/api/db';
import pg from 'pg';

const name = 'facturador_reports_probe';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const database = await openDatabase({ engine: 'postgres', url: `postgres://postgres@127.0.0.1:5432/${name}` });
const ids = await seedDemoData(database.db);
await insertSampleDocuments(database.db, {
  emisorId: ids!.emisorId,
  ruc: demoEmisor.ruc,
  count: 100_000,
  buyers: demoBuyers,
  ambiente: 2,
  spacingMinutes: 525600 / 100000,
  estados: [...Array<'AUTORIZADA'>(18).fill('AUTORIZADA'), 'NO AUTORIZADA', 'NO RECIBIDA'],
});
await database.db.execute('analyze');
await database.close();
console.log('ok', ids!.emisorId);
