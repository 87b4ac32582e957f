import { fechaSriToIso, percentOf } from '@facturador/shared/domain';
import type { ImpuestoRetenido } from './received';

/**
 * Withholding codes and percentages as dated data (SRI-NOTES §9), in the style of the IVA rates
 * (invoicing/taxes.ts): a new resolution is a new dated row, never an edit of an old one.
 *
 * - IVA `codigoRetencion` (comprobanteRetencion 2.0.0): 9 = 10 %, 10 = 20 %, 1 = 30 %, 2 = 70 %,
 *   3 = 100 %, 7 = 0 %, 8 = no procede (Dátil `common.md`; one implementation uses 9 for «no procede»
 *   [verify]).
 * - Renta: the SRI's annex codes (303, 304, 312, 332, 343, 3440 …). Their percentages changed on
 *   2026-03-01 (NAC-DGERCGC26-00000009) and the community tables disagree on the new values [verify]:
 *   the rows from that date keep the previous percentages, marked `verificar`, until the resolution's
 *   own table is read. Correcting them is a data change here.
 *
 * `desde`/`hasta` are `aaaa-mm-dd`, inclusive; absent = open.
 */
export interface CodigoRetencion {
  impuesto: ImpuestoRetenido;
  codigo: string;
  descripcion: string;
  porcentaje: number;
  desde?: string;
  hasta?: string;
  /** Where the row comes from. */
  fuente: string;
  /** True while the source is third-party only ([verify] in SRI-NOTES). */
  verificar: boolean;
}

const FUENTE_IVA = 'Dátil common.md (SRI-NOTES §9)';
const FUENTE_RENTA = 'Tablas comunitarias del anexo de retenciones (SRI-NOTES §9)';
const FUENTE_RENTA_2026 = 'NAC-DGERCGC26-00000009, vigente 2026-03-01 (SRI-NOTES §9); valores por confirmar';
export const CAMBIO_RENTA_2026 = '2026-03-01';

const RENTA_CONCEPTOS: readonly { codigo: string; descripcion: string; porcentaje: number }[] = [
  { codigo: '303', descripcion: 'Honorarios profesionales', porcentaje: 10 },
  { codigo: '304', descripcion: 'Servicios donde predomina el intelecto', porcentaje: 10 },
  { codigo: '307', descripcion: 'Servicios donde predomina la mano de obra', porcentaje: 2 },
  { codigo: '310', descripcion: 'Transporte privado de pasajeros o de carga', porcentaje: 1 },
  { codigo: '312', descripcion: 'Transferencia de bienes muebles de naturaleza corporal', porcentaje: 1.75 },
  { codigo: '320', descripcion: 'Arrendamiento de bienes inmuebles', porcentaje: 10 },
  { codigo: '332', descripcion: 'Pagos de bienes o servicios no sujetos a retención', porcentaje: 0 },
  { codigo: '343', descripcion: 'Otras retenciones aplicables el 1%', porcentaje: 1 },
  { codigo: '3440', descripcion: 'Otras retenciones aplicables el 2.75%', porcentaje: 2.75 },
];

const IVA_CODIGOS: readonly { codigo: string; descripcion: string; porcentaje: number }[] = [
  { codigo: '9', descripcion: 'Retención de IVA 10%', porcentaje: 10 },
  { codigo: '10', descripcion: 'Retención de IVA 20%', porcentaje: 20 },
  { codigo: '1', descripcion: 'Retención de IVA 30%', porcentaje: 30 },
  { codigo: '2', descripcion: 'Retención de IVA 70%', porcentaje: 70 },
  { codigo: '3', descripcion: 'Retención de IVA 100%', porcentaje: 100 },
  { codigo: '7', descripcion: 'Retención de IVA 0%', porcentaje: 0 },
  { codigo: '8', descripcion: 'No procede retención de IVA', porcentaje: 0 },
];

export const CODIGOS_RETENCION: readonly CodigoRetencion[] = [
  ...IVA_CODIGOS.map((row) => ({ ...row, impuesto: 'iva' as const, fuente: FUENTE_IVA, verificar: false })),
  ...RENTA_CONCEPTOS.flatMap((row) => [
    { ...row, impuesto: 'renta' as const, hasta: '2026-02-28', fuente: FUENTE_RENTA, verificar: true },
    { ...row, impuesto: 'renta' as const, desde: CAMBIO_RENTA_2026, fuente: FUENTE_RENTA_2026, verificar: true },
  ]),
];

/** The codes in force on a date (the retención's emission date, `dd/mm/aaaa` or `aaaa-mm-dd`), renta first. */
export function codigosRetencionVigentes(fecha: string, impuesto?: ImpuestoRetenido): CodigoRetencion[] {
  const iso = fechaSriToIso(fecha);
  return CODIGOS_RETENCION.filter(
    (row) =>
      (!impuesto || row.impuesto === impuesto) && (!row.desde || iso >= row.desde) && (!row.hasta || iso <= row.hasta),
  ).sort((a, b) => (a.impuesto === b.impuesto ? 0 : a.impuesto === 'renta' ? -1 : 1));
}

export function codigoRetencionVigente(
  impuesto: ImpuestoRetenido,
  codigo: string,
  fecha: string,
): CodigoRetencion | undefined {
  return codigosRetencionVigentes(fecha, impuesto).find((row) => row.codigo === codigo);
}

/** The withheld value of a line: base × porcentaje / 100, rounded half up to the cent. */
export function valorRetenido(baseImponible: number, porcentaje: number): number {
  return percentOf(baseImponible, porcentaje);
}

export const retencionCodigoDesconocidoMessage = (impuesto: ImpuestoRetenido, codigo: string, fecha: string) =>
  `El código de retención ${impuesto === 'renta' ? 'de renta' : 'de IVA'} ${codigo} no está vigente al ${fecha}`;
export const retencionPorcentajeMessage = (codigo: string, porcentaje: number) =>
  `El código de retención ${codigo} retiene el ${porcentaje}%`;
