import { fechaSriToIso } from '../sri/dates';

/**
 * The ATS catalogues (`Catalogo_ATS.xls`, SRI-NOTES §10.4) as dated data, in the style of the IVA
 * rates (invoicing/taxes.ts): a new resolution is a new dated row, never an edit of an old one.
 * `desde`/`hasta` are `aaaa-mm-dd`, inclusive; absent = open. The ATS codes are the annex's own, not
 * the e-documents' (identification 04–08 and codDoc 01…07 become the codes below).
 */
const FUENTE_CATALOGO = 'Catálogo del ATS (Catalogo_ATS.xls) según SRI-NOTES §10.4';

/** Tabla 5: sustento tributario of a purchase. `creditoTributario`: the code itself declares IVA credit. */
export interface CodigoSustento {
  codigo: string;
  descripcion: string;
  creditoTributario: boolean;
  desde?: string;
  hasta?: string;
  fuente: string;
  /** True while the dates come from third parties only ([verify] in SRI-NOTES). */
  verificar: boolean;
}

const SUSTENTOS: readonly Omit<CodigoSustento, 'fuente' | 'verificar'>[] = [
  {
    codigo: '00',
    descripcion: 'Casos especiales cuyo sustento no aplica en las opciones anteriores',
    creditoTributario: false,
    hasta: '2015-02-28',
  },
  {
    codigo: '01',
    descripcion:
      'Crédito tributario para declaración de IVA (servicios y bienes distintos de inventarios y activos fijos)',
    creditoTributario: true,
  },
  {
    codigo: '02',
    descripcion: 'Costo o gasto para declaración de IR (servicios y bienes distintos de inventarios y activos fijos)',
    creditoTributario: false,
  },
  { codigo: '03', descripcion: 'Activo fijo: crédito tributario para declaración de IVA', creditoTributario: true },
  { codigo: '04', descripcion: 'Activo fijo: costo o gasto para declaración de IR', creditoTributario: false },
  {
    codigo: '05',
    descripcion: 'Liquidación de gastos de viaje, hospedaje y alimentación (gastos IR a nombre de empleados)',
    creditoTributario: false,
  },
  { codigo: '06', descripcion: 'Inventario: crédito tributario para declaración de IVA', creditoTributario: true },
  { codigo: '07', descripcion: 'Inventario: costo o gasto para declaración de IR', creditoTributario: false },
  {
    codigo: '08',
    descripcion: 'Valor pagado para solicitar reembolso de gasto (intermediario)',
    creditoTributario: false,
  },
  { codigo: '09', descripcion: 'Reembolso por siniestros', creditoTributario: false },
  { codigo: '10', descripcion: 'Distribución de dividendos, beneficios o utilidades', creditoTributario: false },
  { codigo: '11', descripcion: 'Convenios de débito o recaudación para IFIs', creditoTributario: false },
  { codigo: '12', descripcion: 'Impuestos y retenciones presuntivos', creditoTributario: false },
  {
    codigo: '13',
    descripcion: 'Valores reconocidos por entidades del sector público a favor de sujetos pasivos',
    creditoTributario: false,
  },
  {
    codigo: '14',
    descripcion: 'Valores facturados por socios a operadoras de transporte (que no constituyen gasto de la operadora)',
    creditoTributario: false,
  },
  {
    codigo: '15',
    descripcion: 'Pagos por consumos propios y de terceros de servicios digitales',
    creditoTributario: false,
    desde: '2020-01-01',
  },
];

export const CODIGOS_SUSTENTO: readonly CodigoSustento[] = SUSTENTOS.map((row) => ({
  ...row,
  fuente: FUENTE_CATALOGO,
  verificar: row.desde !== undefined,
}));

const enVigencia = (row: { desde?: string; hasta?: string }, fecha: string) => {
  const iso = fechaSriToIso(fecha);
  return (!row.desde || iso >= row.desde) && (!row.hasta || iso <= row.hasta);
};

/** The Tabla 5 codes in force on a date (`dd/mm/aaaa` or `aaaa-mm-dd`): the picker's options. */
export function codigosSustentoVigentes(fecha: string): CodigoSustento[] {
  return CODIGOS_SUSTENTO.filter((row) => enVigencia(row, fecha));
}

export const codigoSustentoPorCodigo = (codigo: string) => CODIGOS_SUSTENTO.find((row) => row.codigo === codigo);

export function codigoSustentoVigente(codigo: string, fecha: string): CodigoSustento | undefined {
  const row = codigoSustentoPorCodigo(codigo);
  return row && enVigencia(row, fecha) ? row : undefined;
}

/** Tabla 2: identification types of the ATS, from the e-document's tipoIdentificacion (04 RUC … 08 exterior). */
export const ATS_ID_COMPRAS: Readonly<Record<string, string>> = { '04': '01', '05': '02', '06': '03', '08': '03' };
export const ATS_ID_VENTAS: Readonly<Record<string, string>> = { '04': '04', '05': '05', '06': '06', '07': '07' };
/** Consumidor final: never on a purchase (OCA refuses it). */
export const TIPO_ID_CONSUMIDOR_FINAL = '07';

/** Tabla 4: tipo de comprobante of the ATS, from the e-document's codDoc. */
export const ATS_TIPO_COMPROBANTE: Readonly<Record<string, string>> = {
  '01': '01',
  '03': '03',
  '04': '04',
  '05': '05',
  '07': '07',
};
export const ATS_TIPO_COMPROBANTE_NOMBRE: Readonly<Record<string, string>> = {
  '01': 'Factura',
  '03': 'Liquidación de compra',
  '04': 'Nota de crédito',
  '05': 'Nota de débito',
  '07': 'Comprobante de retención',
};

/** Tabla 11: the IVA withheld on a purchase goes to one of six fields by its percentage. */
export const VAL_RET_CAMPOS = [
  'valRetBien10',
  'valRetServ20',
  'valorRetBienes',
  'valRetServ50',
  'valorRetServicios',
  'valRetServ100',
] as const;
export type ValRetCampo = (typeof VAL_RET_CAMPOS)[number];
const VAL_RET_POR_PORCENTAJE: Readonly<Record<number, ValRetCampo>> = {
  10: 'valRetBien10',
  20: 'valRetServ20',
  30: 'valorRetBienes',
  50: 'valRetServ50',
  70: 'valorRetServicios',
  100: 'valRetServ100',
};
/** The field of an IVA withholding percentage; undefined for 0 % / «no procede» (nothing withheld). */
export const valRetCampo = (porcentaje: number): ValRetCampo | undefined => VAL_RET_POR_PORCENTAJE[porcentaje];

/** Above this total a purchase or a sale must carry its formasDePago (OCA's rule, SRI-NOTES §10.4). */
export const ATS_FORMA_PAGO_DESDE = 1000;
