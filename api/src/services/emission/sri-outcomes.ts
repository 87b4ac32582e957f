import type { SriMensaje } from '@facturador/shared/domain';
import type { Autorizacion, AutorizacionResult, RecepcionResult } from '../../sri';

/**
 * How the emission flow reads SRI's answers (SRI-NOTES §4, "Proven flow"): pure functions, so the
 * rules about codes 43, 45 and 70 live in one place.
 */

/** 43 CLAVE ACCESO REGISTRADA and 70 CLAVE DE ACCESO EN PROCESAMIENTO: SRI already has the document. */
const ALREADY_RECEIVED_CODES = new Set(['43', '70']);

export type ReceptionOutcome =
  | { kind: 'recibida'; mensajes: SriMensaje[] }
  | { kind: 'devuelta'; mensajes: SriMensaje[] };

/**
 * RECIBIDA is received. A DEVUELTA whose only errors are 43 or 70 is received too: the document is
 * already at SRI (a resend after a lost answer); ask for its authorization, never send it again.
 * 45 (secuencial registrado under another key) and everything else is a real rejection.
 */
export function receptionOutcome(result: RecepcionResult): ReceptionOutcome {
  if (result.estado === 'RECIBIDA') return { kind: 'recibida', mensajes: result.mensajes };
  const errors = result.mensajes.filter((mensaje) => mensaje.tipo !== 'ADVERTENCIA' && mensaje.tipo !== 'INFORMATIVO');
  const codes = (errors.length ? errors : result.mensajes).map((mensaje) => mensaje.identificador.trim());
  if (codes.length > 0 && codes.every((code) => ALREADY_RECEIVED_CODES.has(code))) {
    return { kind: 'recibida', mensajes: result.mensajes };
  }
  return { kind: 'devuelta', mensajes: result.mensajes };
}

export type AuthorizationOutcome =
  | { kind: 'autorizada'; autorizacion: Autorizacion }
  | { kind: 'no-autorizada'; mensajes: SriMensaje[] }
  | { kind: 'en-proceso'; mensajes: SriMensaje[] }
  | { kind: 'no-encontrada'; mensajes: SriMensaje[] };

/** Success only on AUTORIZADO (empty messages mean nothing, OCA PR #35). */
export function authorizationOutcome(result: AutorizacionResult): AuthorizationOutcome {
  const mensajes = result.autorizacion?.mensajes ?? [];
  switch (result.estado) {
    case 'AUTORIZADO':
      return { kind: 'autorizada', autorizacion: result.autorizacion! };
    case 'NO AUTORIZADO':
      return { kind: 'no-autorizada', mensajes };
    case 'EN PROCESO':
      return { kind: 'en-proceso', mensajes };
    default:
      // NO ENCONTRADO, or an entry SRI rejected outright (e.g. a malformed key): nothing authorized yet.
      return { kind: 'no-encontrada', mensajes };
  }
}

/** Message left on a document that stays EN PROCESO beyond the polling budget (SRI's code 70 wording). */
export function enProcesoMensajes(mensajes: SriMensaje[], attempts: number): SriMensaje[] {
  if (mensajes.length) return mensajes;
  return [
    {
      identificador: '70',
      mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO',
      informacionAdicional: `El SRI no terminó de autorizar el comprobante después de ${attempts} consultas. Use 'Actualizar estado' más tarde.`,
      tipo: 'ADVERTENCIA',
    },
  ];
}

/** Message kept on a PENDIENTE document: why SRI could not be reached. */
export function sinRespuestaMensajes(detail: string): SriMensaje[] {
  return [{ identificador: '', mensaje: 'SIN RESPUESTA DEL SRI', informacionAdicional: detail, tipo: 'ADVERTENCIA' }];
}

/** xs:dateTime as SRI writes it (`2022-12-03T20:33:25-05:00`) to an instant; null when unreadable. */
export function parseFechaAutorizacion(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
