import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A timestamptz column as UTC ISO text with microseconds: the cursor's exact sort key. */
export function cursorTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * A timestamptz column as UTC ISO 8601 text with milliseconds, formatted by the database: cheaper
 * than building a Date per row when a list returns many of them.
 */
export function isoTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** `(timestamp, id) < (cursor)`: rows after the cursor in newest-first order. */
export function olderThan(timestampColumn: AnyColumn, idColumn: AnyColumn, cursor: { timestamp: string; id: string }) {
  return sql`(${timestampColumn}, ${idColumn}) < (${cursor.timestamp}::timestamptz, ${cursor.id}::uuid)`;
}
