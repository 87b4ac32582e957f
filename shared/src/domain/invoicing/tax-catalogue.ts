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
  /**
   * How many `unidad` one unit sold holds, from the content its product declares (litres of pure
   * alcohol, hundreds of grams of sugar); null when `unidad` is the unit sold itself.
   */
  contenido: MedidaContenido | null;
  /** `aaaa-mm-dd`, inclusive; null = open. */
  desde: string | null;
  hasta: string | null;
  fuente: string;
}

/**
 * What a product can declare about one unit sold, for amounts charged by content (issue 37). A new
 * field is a new entry here: products store their content as data (`contenido`).
 */
export const CAMPOS_CONTENIDO = {
  volumenMl: { etiqueta: 'Volumen por unidad', unidad: 'ml', maximo: 1_000_000 },
  gradoAlcoholico: { etiqueta: 'Grado alcohólico', unidad: '%', maximo: 100 },
  azucarGramos: { etiqueta: 'Azúcar por unidad', unidad: 'g', maximo: 1_000_000 },
} as const satisfies Record<string, { etiqueta: string; unidad: string; maximo: number }>;
export type CampoContenido = keyof typeof CAMPOS_CONTENIDO;
/** A product's declared content, e.g. `{volumenMl: 330, gradoAlcoholico: 4.5}`. */
export type ContenidoProducto = Partial<Record<CampoContenido, number>>;

export interface MedidaContenido {
  /** The fields a product must declare, each with its label and unit (for forms and messages). */
  campos: { campo: CampoContenido; etiqueta: string; unidad: string }[];
  /** Units of the row's `unidad` in one unit sold = product of the fields / divisor. */
  divisor: number;
  /** The row's unit, short, for a line: «$ 13.08/l alcohol puro». */
  simbolo: string;
}

const medida = (simbolo: string, divisor: number, ...campos: CampoContenido[]): MedidaContenido => ({
  campos: campos.map((campo) => ({
    campo,
    etiqueta: CAMPOS_CONTENIDO[campo].etiqueta,
    unidad: CAMPOS_CONTENIDO[campo].unidad,
  })),
  divisor,
  simbolo,
});

/** The units specific amounts are charged by: a new unit is a new row here. */
export const UNIDADES_ESPECIFICO = {
  unidad: { unidad: 'unidad', contenido: null },
  botella: { unidad: 'botella', contenido: null },
  // ml / 1000 × % / 100 = litres of pure alcohol.
  litroAlcoholPuro: {
    unidad: 'litro de alcohol puro',
    contenido: medida('l alcohol puro', 100_000, 'volumenMl', 'gradoAlcoholico'),
  },
  cienGramosAzucar: { unidad: '100 gramos de azúcar', contenido: medida('100 g azúcar', 100, 'azucarGramos') },
} as const satisfies Record<string, Pick<ImpuestoCatalogo, 'unidad' | 'contenido'>>;
type UnidadEspecifico = (typeof UNIDADES_ESPECIFICO)[keyof typeof UNIDADES_ESPECIFICO];

/**
 * Units of the catalogue's unit in one unit sold (0.01485 l of pure alcohol in 330 ml at 4.5 %), or
 * null when the product lacks a field the unit needs.
 */
export function contenidoPorUnidad(
  medidaContenido: MedidaContenido,
  contenido: ContenidoProducto | undefined,
): number | null {
  let producto = 1;
  for (const { campo } of medidaContenido.campos) {
    const valor = contenido?.[campo];
    if (valor === undefined || !(valor > 0)) return null;
    producto *= valor;
  }
  return producto / medidaContenido.divisor;
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
  contenido: null,
  desde: 'desde' in option ? option.desde : null,
  hasta: 'hasta' in option ? option.hasta : null,
  fuente: IVA_FUENTE,
}));

const ice = (
  codigoPorcentaje: number,
  descripcion: string,
  adValorem: number | null,
  especifico: number | null,
  unidad: UnidadEspecifico | null,
  desde: string,
): ImpuestoCatalogo => ({
  codigo: CODIGO_ICE,
  codigoPorcentaje,
  descripcion,
  adValorem,
  especifico,
  unidad: unidad?.unidad ?? null,
  contenido: unidad?.contenido ?? null,
  desde,
  hasta: null,
  fuente: ICE_FUENTE,
});

/**
 * ICE by the SRI's codes. A specific amount is charged per unit of its row's unit: per unit sold
 * (one cigarette), or by the content the product declares (per litre of pure alcohol, per 100 g of
 * sugar), so that 24 bottles of 330 ml beer at 4.5 % carry 24 × 0.01485 l × 13.08.
 */
const ICE: readonly ImpuestoCatalogo[] = [
  ice(3023, 'ICE Cigarrillos', null, 0.17, UNIDADES_ESPECIFICO.unidad, '2024-01-01'),
  ice(3031, 'ICE Bebidas alcohólicas', 75, null, null, '2024-01-01'),
  ice(3041, 'ICE Cerveza industrial', null, 13.08, UNIDADES_ESPECIFICO.litroAlcoholPuro, '2024-01-01'),
  ice(
    3053,
    'ICE Bebidas gaseosas con alto contenido de azúcar',
    null,
    0.18,
    UNIDADES_ESPECIFICO.cienGramosAzucar,
    '2024-01-01',
  ),
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
    unidad: UNIDADES_ESPECIFICO.botella.unidad,
    contenido: null,
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

export const iceCodigoDesconocidoMessage = (codigo: number) =>
  `El código de ICE ${codigo} no está en la tabla de ICE vigente.`;
export const COBRA_ICE_DESACTIVADO_MESSAGE =
  'La empresa no cobra ICE: active «Cobra ICE» en los datos de la empresa (solo productores e importadores).';
/** The latest row of an ICE code on or before the date, else its first: what a product form checks. */
export const iceDelCodigo = (codigoPorcentaje: number, fechaIso: string): ImpuestoCatalogo | undefined =>
  iceVigente(codigoPorcentaje, fechaIso) ??
  CATALOGO_IMPUESTOS.ice.find((entry) => entry.codigoPorcentaje === codigoPorcentaje);

const camposTexto = (medidaContenido: MedidaContenido) => {
  const nombres = medidaContenido.campos.map(({ etiqueta, unidad }) => `el ${etiqueta.toLowerCase()} (${unidad})`);
  return nombres.length > 1 ? `${nombres.slice(0, -1).join(', ')} y ${nombres.at(-1)}` : (nombres[0] ?? '');
};
/** Saving a product whose ICE code is charged by content without that content (409). */
export const iceSinContenidoMessage = (ice: ImpuestoCatalogo, medidaContenido: MedidaContenido) =>
  `El ICE ${ice.codigoPorcentaje} se cobra por ${ice.unidad}: indique ${camposTexto(medidaContenido)} del producto.`;
/** Selling such a product (stored before its content was required): 409. */
export const productoIceSinContenidoMessage = (
  codigo: string,
  ice: ImpuestoCatalogo,
  medidaContenido: MedidaContenido,
) =>
  `Producto ${codigo}: el ICE ${ice.codigoPorcentaje} se cobra por ${ice.unidad}; indique ${camposTexto(medidaContenido)} en el producto antes de venderlo.`;
export const contenidoInvalidoMessage = (campo: CampoContenido) => {
  const { etiqueta, unidad, maximo } = CAMPOS_CONTENIDO[campo];
  return `${etiqueta} (${unidad}) debe ser un número mayor que 0 y como máximo ${maximo}`;
};
export const BOTELLAS_INVALIDAS_MESSAGE = 'Las botellas por unidad deben ser un número entero mayor o igual a 1';
