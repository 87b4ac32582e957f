import type { Database } from '../database';
import { seedDemoSales } from './demo-sales';
import { hasAnyEmisor, seedDemoData } from './seed';

/**
 * Writes the demo data (and its sales) into an empty database, once: under the lock the migrations
 * take, so instances started together with SEED_DEMO=1 on one new PostgreSQL database seed one at a
 * time and the next ones find it done and go on (issue 26). Returns whether this call wrote it.
 * `decrypt` opens the stored certificate passwords (the demo sales are signed).
 */
export async function seedDemoOnce(
  database: Database,
  certEncryptionKey: string,
  decrypt: (sealed: string) => string,
): Promise<boolean> {
  return database.underMigrationLock(async () => {
    if (await hasAnyEmisor(database.db)) return false;
    const demo = await seedDemoData(database.db, certEncryptionKey);
    // Sales the demo's customer withheld on (issue #22): the simulator keeps those retenciones.
    if (demo) await seedDemoSales(database.db, demo.emisorId, decrypt);
    return demo !== null;
  });
}
