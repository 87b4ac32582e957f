import { errorMessage } from '@facturador/shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  rows: T[];
  /** Cursor of the next (older) page; null on the last one. */
  next: string | null;
}

export interface PagedList<T> {
  rows: T[] | null;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
  /** Replaces one row in place (e.g. a document whose estado changed). */
  updateRow: (match: (row: T) => boolean, update: (row: T) => T) => void;
  reload: () => void;
}

/**
 * A keyset-paged list (newest first): reloads from the first page whenever `key` (the filters)
 * changes; 'Cargar más' appends the next page. Answers for an older key are dropped.
 */
export function usePagedList<T>(
  key: string,
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  fallbackError: string,
): PagedList<T> {
  const [rows, setRows] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and version are the reasons to reload
  useEffect(() => {
    const current = ++generation.current;
    setLoading(true);
    setError(null);
    fetchRef.current(undefined).then(
      (page) => {
        if (current !== generation.current) return;
        setRows(page.rows);
        setNext(page.next);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setRows(null);
        setNext(null);
        setError(errorMessage(failure, fallbackError));
        setLoading(false);
      },
    );
  }, [key, version, fallbackError]);

  const loadMore = useCallback(() => {
    if (!next) return;
    const current = generation.current;
    setLoading(true);
    fetchRef.current(next).then(
      (page) => {
        if (current !== generation.current) return;
        setRows((previous) => [...(previous ?? []), ...page.rows]);
        setNext(page.next);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== generation.current) return;
        setError(errorMessage(failure, fallbackError));
        setLoading(false);
      },
    );
  }, [next, fallbackError]);

  const updateRow = useCallback((match: (row: T) => boolean, update: (row: T) => T) => {
    setRows((previous) => previous?.map((row) => (match(row) ? update(row) : row)) ?? null);
  }, []);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  return { rows, hasMore: next !== null, loading, error, loadMore, updateRow, reload };
}
