import { Spinner } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { EmptyState, ErrorBanner } from './feedback';
import { Table } from './Table';

/**
 * A list's states in order: the load's error, a spinner until the first answer, the empty text, then
 * the table with one row per record.
 */
export function ListTable<T extends { _id: string }>({
  rows,
  loading,
  error,
  emptyText,
  caption,
  headers,
  cells,
}: {
  /** Null until the first answer. */
  rows: readonly T[] | null | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  caption: string;
  headers: string[];
  /** The `<td>` cells of one record. */
  cells: (row: T) => ReactNode;
}) {
  return (
    <>
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {loading && !rows ? <Spinner /> : null}
      {rows && rows.length === 0 ? <EmptyState>{emptyText}</EmptyState> : null}
      {rows && rows.length > 0 ? (
        <Table caption={caption} headers={headers}>
          {rows.map((row) => (
            <tr key={row._id} className="hover:bg-slate-50">
              {cells(row)}
            </tr>
          ))}
        </Table>
      ) : null}
    </>
  );
}
