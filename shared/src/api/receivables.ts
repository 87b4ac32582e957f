import { compactQuery, downloadWithToken, request } from '@facturador/shared/api';
import {
  type AgeingResponse,
  ageingResponseSchema,
  type CobroCreate,
  type CobrosResponse,
  cobroResponseSchema,
  cobrosResponseSchema,
  type Statement,
  statementMailResponseSchema,
  statementSchema,
} from '@facturador/shared/domain/receivables';

export const CUENTAS_POR_COBRAR_ERROR_MESSAGE = 'Error al cargar las cuentas por cobrar';
export const COBROS_ERROR_MESSAGE = 'Error al cargar los cobros de la factura';
export const COBRO_ERROR_MESSAGE = 'No se pudo registrar el cobro';
export const ESTADO_DE_CUENTA_ERROR_MESSAGE = 'Error al cargar el estado de cuenta';
export const ESTADO_DE_CUENTA_CORREO_ERROR_MESSAGE = 'No se pudo enviar el estado de cuenta';

export interface AgeingFilters {
  /** YYYY-MM-DD; today when empty. */
  corte?: string;
  filtro?: string;
  vencidos?: boolean;
  ambiente?: 1 | 2;
}

/** GET /api/cuentas-por-cobrar. */
export function fetchCuentasPorCobrar(filters: AgeingFilters = {}): Promise<AgeingResponse> {
  const searchParams = compactQuery({
    corte: filters.corte,
    filtro: filters.filtro,
    vencidos: filters.vencidos ? 'true' : undefined,
    ambiente: filters.ambiente,
  });
  return request(
    ageingResponseSchema,
    (http) => http.get('api/cuentas-por-cobrar', { searchParams }).json(),
    CUENTAS_POR_COBRAR_ERROR_MESSAGE,
  );
}

/** GET /api/facturas/{clave}/cobros: the invoice's balance, payments and reminders. */
export function fetchCobros(claveAcceso: string): Promise<CobrosResponse> {
  return request(
    cobrosResponseSchema,
    (http) => http.get(`api/facturas/${encodeURIComponent(claveAcceso)}/cobros`).json(),
    COBROS_ERROR_MESSAGE,
  );
}

/** POST /api/facturas/{clave}/cobros. */
export function registrarCobro(claveAcceso: string, cobro: CobroCreate) {
  return request(
    cobroResponseSchema,
    (http) => http.post(`api/facturas/${encodeURIComponent(claveAcceso)}/cobros`, { json: cobro }).json(),
    COBRO_ERROR_MESSAGE,
  );
}

export interface StatementFilters {
  desde?: string;
  hasta?: string;
  ambiente?: 1 | 2;
}

const statementPath = (identificacion: string) => `api/clientes/${encodeURIComponent(identificacion)}/estado-de-cuenta`;

/** GET /api/clientes/{identificacion}/estado-de-cuenta. */
export function fetchEstadoDeCuenta(identificacion: string, filters: StatementFilters = {}): Promise<Statement> {
  return request(
    statementSchema,
    (http) => http.get(statementPath(identificacion), { searchParams: compactQuery({ ...filters }) }).json(),
    ESTADO_DE_CUENTA_ERROR_MESSAGE,
  );
}

/** The statement as PDF or Excel, saved under the server's file name pattern. */
export function downloadEstadoDeCuenta(
  identificacion: string,
  formato: 'pdf' | 'xlsx',
  filters: StatementFilters = {},
): Promise<void> {
  return downloadWithToken(
    (http) => http.get(statementPath(identificacion), { searchParams: compactQuery({ ...filters, formato }) }),
    `estado-de-cuenta-${identificacion}.${formato}`,
    ESTADO_DE_CUENTA_ERROR_MESSAGE,
  );
}

/** POST …/estado-de-cuenta/correo: to the customer's e-mail. */
export function enviarEstadoDeCuenta(identificacion: string, filters: StatementFilters = {}) {
  return request(
    statementMailResponseSchema,
    (http) => http.post(`${statementPath(identificacion)}/correo`, { json: compactQuery({ ...filters }) }).json(),
    ESTADO_DE_CUENTA_CORREO_ERROR_MESSAGE,
  );
}
