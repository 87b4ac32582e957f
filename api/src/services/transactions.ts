import type { Db, Tx } from '../db/database';
import { pgErrorCode } from '../errors';
import { confirmClaimIn } from './idempotency/requests';

// Deadlock detected / serialization failure: the whole transaction may safely run again.
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `work` in a transaction, retrying a few times when PostgreSQL aborts it for a deadlock. On a
 * route with `Idempotency-Key` it first spends the key, so the key and the write commit together.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await confirmClaimIn(tx);
        return work(tx);
      });
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
