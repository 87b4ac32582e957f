import { compactQuery, downloadWithToken, request } from '@facturador/shared/api';
import type { DocumentFilters } from '@facturador/shared/api/documents';
import {
  type Dashboard,
  dashboardSchema,
  exportFileName,
  type FormatoExportacion,
  type SalesReport,
  salesReportSchema,
} from '@facturador/shared/domain/reports';

export const EXPORTACION_ERROR_MESSAGE = 'No se pudo exportar los comprobantes';
export const REPORTE_VENTAS_ERROR_MESSAGE = 'Error al cargar el reporte de ventas';
export const REPORTE_DESCARGA_ERROR_MESSAGE = 'No se pudo descargar el reporte';
export const DASHBOARD_ERROR_MESSAGE = 'Error al cargar el resumen';

/** GET /api/facturas/exportar with the list's filters: saved as comprobantes.csv or comprobantes.xlsx. */
export function exportDocuments(
  formato: FormatoExportacion,
  filters: Pick<DocumentFilters, 'filtro' | 'fecha_inicio' | 'fecha_fin' | 'tipo' | 'atencion'>,
): Promise<void> {
  const searchParams = compactQuery({ ...filters, formato });
  return downloadWithToken(
    (http) => http.get('api/facturas/exportar', { searchParams, timeout: 120_000 }),
    exportFileName('comprobantes', formato),
    EXPORTACION_ERROR_MESSAGE,
  );
}

export interface SalesReportFilters {
  /** YYYY-MM-DD, both days included. */
  desde: string;
  hasta: string;
  /** 3-digit code; empty for the whole company. */
  establecimiento?: string;
  /** 1 shows PRUEBAS; PRODUCCIÓN otherwise. */
  ambiente?: 1 | 2;
}

const reportQuery = ({ desde, hasta, establecimiento, ambiente }: SalesReportFilters) =>
  compactQuery({ desde, hasta, establecimiento, ambiente });

/** GET /api/reportes/ventas: the period's sales and IVA by rate (formulario 104). */
export function fetchSalesReport(filters: SalesReportFilters): Promise<SalesReport> {
  return request(
    salesReportSchema,
    (http) => http.get('api/reportes/ventas', { searchParams: reportQuery(filters) }).json(),
    REPORTE_VENTAS_ERROR_MESSAGE,
  );
}

/** GET /api/reportes/ventas?formato=xlsx: the same report as an Excel workbook. */
export function downloadSalesReport(filters: SalesReportFilters): Promise<void> {
  return downloadWithToken(
    (http) => http.get('api/reportes/ventas', { searchParams: { ...reportQuery(filters), formato: 'xlsx' } }),
    exportFileName('ventas-iva', 'xlsx', filters.desde, filters.hasta),
    REPORTE_DESCARGA_ERROR_MESSAGE,
  );
}

/** GET /api/dashboard: the admin home page's figures (of the company's own ambiente unless one is given). */
export function fetchDashboard(ambiente?: 1 | 2): Promise<Dashboard> {
  return request(
    dashboardSchema,
    (http) => http.get('api/dashboard', { searchParams: ambiente ? { ambiente: String(ambiente) } : {} }).json(),
    DASHBOARD_ERROR_MESSAGE,
  );
}
