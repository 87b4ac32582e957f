import { nombreMes } from '../common/months';
import { type AtsPeriodo, mesAnterior, periodoDeMes } from './ats';

/**
 * When the dashboard reminds of last month's ATS (issue #42 §4): from the 1st of the month until the day the
 * monthly filings fall due, which the SRI sets by the RUC's ninth digit. SRI-NOTES §10.4 marks this table
 * [verify] (and whether the ATS is due the following month or the one after): kept as dated data.
 */
export const VENCIMIENTO_MENSUAL = {
  vigenteDesde: '2000-01-01',
  fuente: 'SRI-NOTES §10.4: día de vencimiento por el noveno dígito del RUC (1 → 10 … 0 → 28) [verify]',
  diaPorNovenoDigito: { '1': 10, '2': 12, '3': 14, '4': 16, '5': 18, '6': 20, '7': 22, '8': 24, '9': 26, '0': 28 },
} as const;

/** The day of the month the monthly filings of `ruc` fall due (the 28th when the RUC is malformed). */
export function diaVencimientoMensual(ruc: string): number {
  const digit = ruc.charAt(8) as keyof typeof VENCIMIENTO_MENSUAL.diaPorNovenoDigito;
  return VENCIMIENTO_MENSUAL.diaPorNovenoDigito[digit] ?? 28;
}

/** Who files the ATS (SRI-NOTES §10.4): companies obliged to keep accounts, contribuyentes especiales, agentes de retención. */
export const presentaAts = (emisor: {
  obligadoContabilidad: boolean;
  contribuyenteEspecial: string;
  agenteRetencion: string;
}) => emisor.obligadoContabilidad || Boolean(emisor.contribuyenteEspecial) || Boolean(emisor.agenteRetencion);

/** The period whose ATS the dashboard reminds of on `hoy` (YYYY-MM-DD, Ecuador), or null past the due day. */
export function periodoAtsPorVencer(hoy: string, ruc: string): AtsPeriodo | null {
  if (Number(hoy.slice(8, 10)) > diaVencimientoMensual(ruc)) return null;
  return periodoDeMes(mesAnterior(hoy.slice(0, 7)));
}

/** The dashboard's line: «ATS de noviembre: 3 problemas». */
export const atsProblemasAviso = (periodo: AtsPeriodo, problemas: number) =>
  `ATS de ${nombreMes(periodo.mes)}: ${problemas} ${problemas === 1 ? 'problema' : 'problemas'}`;
