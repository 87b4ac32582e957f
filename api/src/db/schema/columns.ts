import { customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary keys are random UUIDs: they leak nothing about other tenants' volumes. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Money and quantities: exact in the database, plain numbers in the API (2 decimals). */
export const decimal = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Raw bytes (the emisor's .p12 certificate). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
