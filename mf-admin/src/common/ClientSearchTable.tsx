import { type ComponentProps, useState } from 'react';
import { ListTable } from './ListTable';
import { SearchField } from './SearchField';
import { matchesSearch } from './text-search';

/**
 * A catalogue list searched on the client (spec 02 §2): the 'Buscar' field above the list's table,
 * which keeps the records any of whose searched fields contains the text.
 */
export function ClientSearchTable<T extends { _id: string }>({
  scope,
  searchIn,
  rows,
  ...table
}: ComponentProps<typeof ListTable<T>> & {
  /** What the search looks in, as read after 'Buscar' ('por nombre o código'). */
  scope: string;
  searchIn: (row: T) => readonly (string | null | undefined)[];
}) {
  const [busqueda, setBusqueda] = useState('');
  const visibles = rows?.filter((row) => matchesSearch(busqueda, searchIn(row)));
  return (
    <>
      <SearchField
        className="mb-4 max-w-md"
        scope={scope}
        value={busqueda}
        onChange={(event) => setBusqueda(event.target.value)}
      />
      <ListTable rows={visibles} {...table} />
    </>
  );
}
