import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

/** Exposes the opened database as `fastify.database` / `fastify.db`; closes it with the app when it owns it. */
export default fp<{ database: Database; owned: boolean }>(
  async (fastify, { database, owned }) => {
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
    if (owned) fastify.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
