import { openDatabase } from '/work/main/api/src/db/database';
import { seedDemoData } from '/work/main/api/src/db/seed/seed';
const database = await openDatabase({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/e_bench' });
await seedDemoData(database.db);
await database.close();
console.log('seeded');
