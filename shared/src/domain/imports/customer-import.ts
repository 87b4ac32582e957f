import {
  CEDULA_RUC_INVALIDA_MESSAGE,
  CONSUMIDOR_FINAL,
  checkIdentificacionComprador,
  correoInvalidoMessage,
  invalidEmailIn,
  NOMBRE_COMPRADOR_REQUERIDO_MESSAGE,
  RUC_DIGITO_DUDOSO_MESSAGE,
  TIPOS_IDENTIFICACION,
  type TipoIdentificacion,
  tipoIdentificacionPorLongitud,
} from '@facturador/shared/domain';
import { type ImportColumn, normalizeHeader, type SheetRow } from './sheet';

/**
 * The customer sheet (issue 27): the buyers the invoice screen finds by identification. Type and number are
 * checked as the invoice screen checks them (checkIdentificacionComprador); names go upper case as there.
 */
export const COLUMNAS_CLIENTE: readonly ImportColumn[] = [
  { clave: 'tipo', titulo: 'Tipo de identificación', requerida: false, ejemplo: 'CEDULA', alias: ['tipo'] },
  { clave: 'identificacion', titulo: 'Identificación', requerida: true, ejemplo: '1710034065' },
  { clave: 'razon_social', titulo: 'Razón social', requerida: true, ejemplo: 'MARÍA PÉREZ' },
  { clave: 'direccion', titulo: 'Dirección', requerida: false, ejemplo: 'AV. AMAZONAS N34-12, QUITO' },
  { clave: 'correos', titulo: 'Correos', requerida: false, ejemplo: 'maria@example.com', alias: ['correo', 'email'] },
  { clave: 'telefono', titulo: 'Teléfono', requerida: false, ejemplo: '0991234567' },
];

export const TIPO_IDENTIFICACION_IMPORT_INVALIDO_MESSAGE =
  'El tipo de identificación debe ser RUC, CEDULA, PASAPORTE o IDENTIFICACION DEL EXTERIOR (o su código 04, 05, 06, 08)';
export const CONSUMIDOR_FINAL_NO_IMPORTABLE_MESSAGE = 'La venta a consumidor final no se registra como cliente';
export const TELEFONO_INVALIDO_MESSAGE = 'El teléfono admite solo números, espacios, +, - y paréntesis (hasta 20)';
export const textoLargoMessage = (campo: string, maximo: number) => `${campo} admite como máximo ${maximo} caracteres`;

/** A customer as the import stores it (compradores). */
export interface ClienteImportado {
  tipoIdentificacion: TipoIdentificacion;
  identificacion: string;
  razonSocial: string;
  direccion: string;
  email: string;
  telefono: string;
}

/** Type cell: its code (04…08, or 4…8) or its name (RUC, CÉDULA…); blank: by the number's length. */
export function tipoFromCell(value: string, identificacion: string): TipoIdentificacion | undefined {
  const text = normalizeHeader(value);
  if (text === '') return tipoIdentificacionPorLongitud(identificacion) ?? undefined;
  const code = /^\d{1,2}$/.test(text) ? text.padStart(2, '0') : undefined;
  return TIPOS_IDENTIFICACION.find(
    (tipo) =>
      tipo.codigo === code || normalizeHeader(tipo.nombre) === text || (tipo.codigo === '05' && text === 'cedula'),
  )?.codigo;
}

/** A spreadsheet that stored a cédula or RUC as a number dropped its leading 0 (provinces 01-09). */
function withLostZero(tipo: string, identificacion: string): string {
  const cedulaORuc = ['', '04', '4', '05', '5', 'ruc', 'cedula'].includes(normalizeHeader(tipo));
  return cedulaORuc && /^(\d{9}|\d{12})$/.test(identificacion) ? `0${identificacion}` : identificacion;
}

export function checkCustomerRow(row: SheetRow): { cliente?: ClienteImportado; motivo?: string; aviso?: string } {
  const v = row.valores;
  const identificacion = withLostZero(v.tipo ?? '', (v.identificacion ?? '').trim());
  const tipo = tipoFromCell(v.tipo ?? '', identificacion);
  if (!tipo) return { motivo: TIPO_IDENTIFICACION_IMPORT_INVALIDO_MESSAGE };
  if (tipo === CONSUMIDOR_FINAL.tipoIdentificacion) return { motivo: CONSUMIDOR_FINAL_NO_IMPORTABLE_MESSAGE };
  const check = checkIdentificacionComprador(tipo, identificacion);
  if (!check.valid) return { motivo: check.message ?? CEDULA_RUC_INVALIDA_MESSAGE };
  const razonSocial = (v.razon_social ?? '').trim().toUpperCase();
  if (!razonSocial) return { motivo: NOMBRE_COMPRADOR_REQUERIDO_MESSAGE };
  if (razonSocial.length > 300) return { motivo: textoLargoMessage('La razón social', 300) };
  const direccion = (v.direccion ?? '').trim().toUpperCase();
  if (direccion.length > 300) return { motivo: textoLargoMessage('La dirección', 300) };
  const email = (v.correos ?? '').trim();
  const correoInvalido = invalidEmailIn(email);
  if (correoInvalido !== null) return { motivo: correoInvalidoMessage(correoInvalido) };
  if (email.length > 300) return { motivo: textoLargoMessage('Los correos', 300) };
  const telefono = (v.telefono ?? '').trim();
  if (!/^[\d\s+()-]{0,20}$/.test(telefono)) return { motivo: TELEFONO_INVALIDO_MESSAGE };
  const cliente = { tipoIdentificacion: tipo, identificacion, razonSocial, direccion, email, telefono };
  // As sign-up does: a RUC that fails modulo 11 is taken (some S.A.S. have one) but said.
  return check.warning ? { cliente, aviso: RUC_DIGITO_DUDOSO_MESSAGE } : { cliente };
}
