import { z } from 'zod/mini';
import { formatFechaClaveAcceso } from './dates';

/**
 * The 49-digit clave de acceso (SRI-NOTES §1): ddmmaaaa | codDoc | RUC | ambiente | estab+ptoEmi |
 * secuencial | código numérico | tipo de emisión | módulo-11 check digit. In the offline scheme it is
 * also the número de autorización.
 */
export const CLAVE_ACCESO_LENGTH = 49;

/**
 * What an access key looks like (the check digit is isValidClaveAcceso's business), written as the
 * SRI's XSD writes it: the simulator quotes the pattern in its error 35.
 */
export const CLAVE_ACCESO_PATTERN = /^[0-9]{49}$/;

/**
 * A número de autorización as the SRI has issued them: 10 digits (pre-printed), 37 (the old online
 * scheme) or the 49-digit access key (offline).
 */
export const NUMERO_AUTORIZACION_PATTERN = /^([0-9]{10}|[0-9]{37}|[0-9]{49})$/;

export const CLAVE_ACCESO_INVALIDA_MESSAGE = 'La clave de acceso debe tener 49 dígitos.';

/** A 49-digit access key (spaces around it are ignored). */
export const claveAccesoSchema = z
  .string({ error: CLAVE_ACCESO_INVALIDA_MESSAGE })
  .check(z.trim(), z.regex(CLAVE_ACCESO_PATTERN, { error: CLAVE_ACCESO_INVALIDA_MESSAGE }));

/** `001-001-000000123`: establishment, emission point and sequence (groups 1-3), how a credit note names its invoice. */
export const NUMERO_DOCUMENTO_PATTERN = /^(\d{3})-(\d{3})-(\d{9})$/;

/**
 * The document number inside an access key: characters 24-26 (establishment), 27-29 (emission point)
 * and 30-38 (sequence), joined as `001-001-000000123` (spec 01 §3, spec 02 §3).
 */
export function numeroDocumento(clave: string): string {
  return `${clave.slice(24, 27)}-${clave.slice(27, 30)}-${clave.slice(30, 39)}`;
}

/** Document type codes (spec 02 §9). */
export const COD_DOC = {
  factura: '01',
  liquidacionCompra: '03',
  notaCredito: '04',
  notaDebito: '05',
  guiaRemision: '06',
  comprobanteRetencion: '07',
} as const;
export type CodDoc = (typeof COD_DOC)[keyof typeof COD_DOC];

export interface ClaveAccesoInput {
  /** Instant of issue; its date is taken in America/Guayaquil. */
  fechaEmision: Date;
  codDoc: string;
  ruc: string;
  ambiente: 1 | 2 | '1' | '2';
  estab: string | number;
  ptoEmi: string | number;
  secuencial: string | number;
  /** 8 digits chosen by the issuer (see generateCodigoNumerico). */
  codigoNumerico: string | number;
  /** Always 1: contingency emission was removed in 2015. */
  tipoEmision?: 1 | '1';
}

export interface ClaveAccesoParts {
  clave: string;
  /** `ddmmaaaa` as written in the key. */
  fecha: string;
  /** The same date as `dd/mm/aaaa`, the XML format. */
  fechaEmision: string;
  codDoc: string;
  ruc: string;
  ambiente: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  codigoNumerico: string;
  tipoEmision: string;
  digitoVerificador: number;
  /** `001-001-000000123`: how a credit note refers to this document. */
  numeroDocumento: string;
  /** The check digit matches the first 48 digits. */
  checkDigitOk: boolean;
}

/** Pads a numeric field to its fixed width, refusing values that do not fit. */
function field(name: string, value: string | number, width: number): string {
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || text.length > width) {
    throw new RangeError(`${name} debe tener como máximo ${width} dígitos: ${text}`);
  }
  return text.padStart(width, '0');
}

/**
 * Módulo 11 over the first 48 digits: weights 2..7 from the right, repeating;
 * r = 11 - (sum mod 11); 11 becomes 0 and 10 becomes 1.
 */
export function claveAccesoCheckDigit(first48: string): number {
  if (!/^\d{48}$/.test(first48)) throw new RangeError('Se esperan 48 dígitos');
  let sum = 0;
  let weight = 2;
  for (let index = first48.length - 1; index >= 0; index--) {
    sum += (first48.charCodeAt(index) - 48) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return 0;
  if (result === 10) return 1;
  return result;
}

export function buildClaveAcceso(input: ClaveAccesoInput): string {
  const ruc = field('ruc', input.ruc, 13);
  if (ruc !== String(input.ruc).trim()) throw new RangeError('El RUC debe tener 13 dígitos');
  const first48 = [
    formatFechaClaveAcceso(input.fechaEmision),
    field('codDoc', input.codDoc, 2),
    ruc,
    field('ambiente', input.ambiente, 1),
    field('estab', input.estab, 3),
    field('ptoEmi', input.ptoEmi, 3),
    field('secuencial', input.secuencial, 9),
    field('codigoNumerico', input.codigoNumerico, 8),
    field('tipoEmision', input.tipoEmision ?? 1, 1),
  ].join('');
  return first48 + claveAccesoCheckDigit(first48);
}

/** Splits a 49-digit key into its fields; null when it is not 49 digits. */
export function parseClaveAcceso(clave: string): ClaveAccesoParts | null {
  if (!CLAVE_ACCESO_PATTERN.test(clave)) return null;
  const fecha = clave.slice(0, 8);
  const numero = numeroDocumento(clave);
  const [estab, ptoEmi, secuencial] = numero.split('-') as [string, string, string];
  const digitoVerificador = Number(clave[48]);
  return {
    clave,
    fecha,
    fechaEmision: `${fecha.slice(0, 2)}/${fecha.slice(2, 4)}/${fecha.slice(4)}`,
    codDoc: clave.slice(8, 10),
    ruc: clave.slice(10, 23),
    ambiente: clave.slice(23, 24),
    estab,
    ptoEmi,
    secuencial,
    codigoNumerico: clave.slice(39, 47),
    tipoEmision: clave.slice(47, 48),
    digitoVerificador,
    numeroDocumento: numero,
    checkDigitOk: claveAccesoCheckDigit(clave.slice(0, 48)) === digitoVerificador,
  };
}

/** 49 digits with a correct check digit. */
export function isValidClaveAcceso(clave: string): boolean {
  return parseClaveAcceso(clave)?.checkDigitOk === true;
}

/** 8 random digits for the código numérico (Web Crypto: works in the browser and in Node). */
export function generateCodigoNumerico(): string {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 100_000_000).padStart(8, '0');
}
