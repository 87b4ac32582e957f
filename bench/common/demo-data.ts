import { demoBuyers, demoEmisor, insertSampleDocuments, seedDemoData } from '@facturador/api/db';
import { type BenchDatabase, createBenchDatabase, type Engine } from './engines';

/** How many sample documents and of what kind (ambiente, estados, spacing); always the demo emisor's. */
type SampleDocuments = Omit<Parameters<typeof insertSampleDocuments>[1], 'emisorId' | 'ruc' | 'buyers'>;

/** A new database with the demo data and sample documents of the demo emisor to its demo buyers; says how long it took. */
export async function createDemoDocumentsDatabase(engine: Engine, documents: SampleDocuments): Promise<BenchDatabase> {
  const started = Date.now();
  const database = await createBenchDatabase(engine, async (db) => {
    const ids = await seedDemoData(db);
    await insertSampleDocuments(db, { emisorId: ids!.emisorId, ruc: demoEmisor.ruc, buyers: demoBuyers, ...documents });
  });
  console.log(
    `${engine}: base de datos con ${documents.count} documentos lista en ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return database;
}
