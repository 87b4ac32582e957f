import { compactQuery, request } from '@facturador/shared/api';
import {
  type DocumentListQuery,
  type DocumentListResponse,
  documentListResponseSchema,
  LISTA_COMPROBANTES_ERROR_MESSAGE,
} from '@facturador/shared/domain/documents';

export interface DocumentFilters {
  /** Cédula/RUC, secuencial or 001-001-000000123. */
  filtro?: string;
  /** YYYY-MM-DD */
  fecha_inicio?: string;
  fecha_fin?: string;
  /** A document type code ('01' Factura, '05' Nota de Débito…): that type only. */
  tipo?: DocumentListQuery['tipo'];
  /** 'true': only the documents flagged for attention. */
  atencion?: 'true';
  limite?: number;
  cursor?: string;
}

/** GET /api/facturas: one page, newest first; siguienteCursor fetches the next. */
export async function fetchDocuments(filters: DocumentFilters = {}): Promise<DocumentListResponse> {
  return request(
    documentListResponseSchema,
    (http) => http.get('api/facturas', { searchParams: compactQuery({ ...filters }) }).json(),
    LISTA_COMPROBANTES_ERROR_MESSAGE,
  );
}
