import { formatFechaSri } from '../sri/dates';
import { CODIGO_IVA, IVA_OPTIONS } from './taxes';

/**
 * Every tax the suite calculates, as dated data with its source (SRI-NOTES §8 and §9), so a new
 * resolution is a data change: IVA (code 2), ICE (code 3) and IRBPNR (code 5). Rows marked
 * «[verificar]» come from community tables and must be checked against the SRI's current ones.
 */
export const CODIGO_ICE = 3;
export const CODIGO_IRBPNR = 5;
export const CODIGO_PORCENTAJE_IRBPNR = 5001;

export interface ImpuestoCatalogo {
  /** Tax group: 2 IVA, 3 ICE, 5 IRBPNR. */
  codigo: number;
  /** The SRI's codigoPorcentaje. */
  codigoPorcentaje: number;
  descripcion: string;
  /** Percentage of the line's net (IVA's rate, ICE's ad valorem part); null when none. */
  adValorem: number | null;
  /** USD per unit of `unidad` (ICE's specific part, IRBPNR's per bottle); null when none. */
  especifico: number | null;
  unidad: string | null;
  /** `aaaa-mm-dd`, inclusive; null = open. */
  desde: string | null;
  hasta: string | null;
  fuente: string;
}

const IVA_FUENTE = 'SRI-NOTES §8 (Dátil 2024-03-08; OCA account_tax_data.py; odoo/odoo#167589)';
const ICE_FUENTE =
  'Ley Orgánica de Régimen Tributario Interno art. 82, tabla de ICE del SRI (SRI-NOTES §9) [verificar: tablas de la comunidad, los específicos se indexan cada año]';

const IVA: readonly ImpuestoCatalogo[] = IVA_OPTIONS.map((option) => ({
  codigo: CODIGO_IVA,
  codigoPorcentaje: option.codigoPorcentaje,
  descripcion: option.label,
  adValorem: option.tarifa,
  especifico: null,
  unidad: null,
  desde: 'desde' in option ? option.desde : null,
  hasta: 'hasta' in option ? option.hasta : null,
  fuente: IVA_FUENTE,
}));

const ice = (
  codigoPorcentaje: number,
  descripcion: string,
  adValorem: number | null,
  especifico: number | null,
  unidad: string | null,
  desde: string,
): ImpuestoCatalogo => ({
  codigo: CODIGO_ICE,
  codigoPorcentaje,
  descripcion,
  adValorem,
  especifico,
  unidad,
  desde,
  hasta: null,
  fuente: ICE_FUENTE,
});

/**
 * ICE by the SRI's codes. A specific amount is charged per unit sold: a product that carries one
 * must be sold in the row's unit (one cigarette, one litre…).
 */
const ICE: readonly ImpuestoCatalogo[] = [
  ice(3023, 'ICE Cigarrillos', null, 0.17, 'unidad', '2024-01-01'),
  ice(3031, 'ICE Bebidas alcohólicas', 75, null, null, '2024-01-01'),
  ice(3041, 'ICE Cerveza industrial', null, 13.08, 'litro de alcohol puro', '2024-01-01'),
  ice(3053, 'ICE Bebidas gaseosas con alto contenido de azúcar', null, 0.18, '100 gramos de azúcar', '2024-01-01'),
  ice(3054, 'ICE Bebidas gaseosas con bajo contenido de azúcar', 10, null, null, '2024-01-01'),
  ice(3101, 'ICE Bebidas energizantes', 10, null, null, '2024-01-01'),
  ice(3610, 'ICE Perfumes y aguas de tocador', 20, null, null, '2024-01-01'),
  ice(3620, 'ICE Videojuegos', 35, null, null, '2024-01-01'),
];

/** USD 0.02 per non-returnable plastic bottle, outside the IVA base. */
const IRBPNR: readonly ImpuestoCatalogo[] = [
  {
    codigo: CODIGO_IRBPNR,
    codigoPorcentaje: CODIGO_PORCENTAJE_IRBPNR,
    descripcion: 'IRBPNR Botellas plásticas no retornables',
    adValorem: null,
    especifico: 0.02,
    unidad: 'botella',
    desde: '2012-01-01',
    hasta: null,
    fuente:
      'Ley de Fomento Ambiental y Optimización de los Ingresos del Estado (RO-S 583, 2011-11-24); NAC-DGERCGC17-565 (SRI-NOTES §9) [verificar]',
  },
];

export const CATALOGO_IMPUESTOS = { iva: IVA, ice: ICE, irbpnr: IRBPNR } as const;
export type CatalogoImpuestos = { [K in keyof typeof CATALOGO_IMPUESTOS]: ImpuestoCatalogo[] };

const vigente = (fechaIso: string) => (entry: ImpuestoCatalogo) =>
  (entry.desde === null || fechaIso >= entry.desde) && (entry.hasta === null || fechaIso <= entry.hasta);

/** The taxes in force on a date (`aaaa-mm-dd`): `GET /api/impuestos/catalogo`. */
export function catalogoImpuestos(fechaIso: string): CatalogoImpuestos {
  return {
    iva: CATALOGO_IMPUESTOS.iva.filter(vigente(fechaIso)),
    ice: CATALOGO_IMPUESTOS.ice.filter(vigente(fechaIso)),
    irbpnr: CATALOGO_IMPUESTOS.irbpnr.filter(vigente(fechaIso)),
  };
}

/** An ICE code in force on the date, else undefined. */
export function iceVigente(codigoPorcentaje: number, fechaIso: string): ImpuestoCatalogo | undefined {
  return CATALOGO_IMPUESTOS.ice.find(
    (entry) => entry.codigoPorcentaje === codigoPorcentaje && vigente(fechaIso)(entry),
  );
}

/** Whether the SRI's ICE table knows the code at all (any date). */
export const isIceCodigo = (codigoPorcentaje: number): boolean =>
  CATALOGO_IMPUESTOS.ice.some((entry) => entry.codigoPorcentaje === codigoPorcentaje);

export function irbpnrVigente(fechaIso: string): ImpuestoCatalogo | undefined {
  return CATALOGO_IMPUESTOS.irbpnr.find(vigente(fechaIso));
}

/** `dd/mm/aaaa` (fechaEmision) → `aaaa-mm-dd`. */
export function isoFromFechaSri(fechaEmision: string): string {
  const [dia, mes, anio] = fechaEmision.split('/');
  return `${anio}-${mes}-${dia}`;
}

/** Today in Ecuador as `aaaa-mm-dd`: the date whose rates a new document carries. */
export const fechaIsoHoy = (now: Date = new Date()): string => isoFromFechaSri(formatFechaSri(now));
export const iceCodigoDesconocidoMessage = (codigo: number) =>
  `El código de ICE ${codigo} no está en la tabla de ICE vigente.`;
export const COBRA_ICE_DESACTIVADO_MESSAGE =
  'La empresa no cobra ICE: active «Cobra ICE» en los datos de la empresa (solo productores e importadores).';
export const BOTELLAS_INVALIDAS_MESSAGE = 'Las botellas por unidad deben ser un número entero mayor o igual a 1';
