import { type DocumentFilters, fetchDocuments } from '@facturador/shared/api/documents';
import type { DocumentSummary } from '@facturador/shared/domain/documents';
import { useDebouncedValue } from '../../../common/useDebouncedValue';
import { type PagedList, usePagedList } from '../../../common/usePagedList';

export interface DocumentFilterValues {
  filtro: string;
  fecha_inicio: string;
  fecha_fin: string;
  /** A document type code (e.g. '05' Nota de Débito); '' for all. */
  tipo: NonNullable<DocumentFilters['tipo']> | '';
  /** Only the documents flagged for attention (issue #11). */
  soloAtencion: boolean;
}

const PAGE_SIZE = 20;

/** GET /api/facturas by pages: the text filter waits 500 ms; empty filters are not sent (spec 02 §5). */
export function useDocumentList(filters: DocumentFilterValues): PagedList<DocumentSummary> {
  const filtro = useDebouncedValue(filters.filtro.trim());
  const query = {
    filtro,
    fecha_inicio: filters.fecha_inicio,
    fecha_fin: filters.fecha_fin,
    tipo: filters.tipo || undefined,
    atencion: filters.soloAtencion ? ('true' as const) : undefined,
    limite: PAGE_SIZE,
  };
  return usePagedList(
    JSON.stringify(query),
    async (cursor) => {
      const page = await fetchDocuments({ ...query, cursor });
      return { rows: page.facturas, next: page.siguienteCursor };
    },
    'Error al cargar los comprobantes',
  );
}
