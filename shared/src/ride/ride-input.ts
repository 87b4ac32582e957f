import { formatMoneyPlain, plazoTexto, sumMoney, toCents } from '@facturador/shared/domain';
import type { DetalleAdicionalRide, FacturaRide, ProductoRide } from '@facturador/shared/domain/ride';
import {
  TITULO_GUIA_REMISION_RIDE,
  TITULO_LIQUIDACION_COMPRA_RIDE,
  TITULO_NOTA_DEBITO_RIDE,
  TITULO_RETENCION_RIDE,
} from '@facturador/shared/domain/ride';
import { formatDecimal, formatFechaHora, padNumber, printableText } from './format';
import { type GuiaRemisionDocument, normalizeGuiaRemision } from './guia-remision-input';

/**
 * What the RIDE builder accepts: the printed invoice data of spec 02 §3 as `GET /api/factura_ride`
 * answers it, with the spec's defaults applied to whatever older data leaves out (obligadoContabilidad
 * SI; tipoDocumento Factura, or 'Nota de credito' for credit notes) and numbers padded here (§9).
 */
export type RideInput = Omit<
  FacturaRide,
  | 'obligadoContabilidad'
  | 'tipoDocumento'
  | 'codDoc'
  | 'numeroEstablecimiento'
  | 'puntoEmision'
  | 'secuencial'
  | 'tipoEmision'
  | 'estado'
  | 'numeroAutorizacion'
  | 'fechaAutorizacion'
  | 'contribuyenteRimpe'
  | 'contribuyenteEspecial'
  | 'agenteRetencion'
  | 'facturaModificada'
  | 'fechaDocumentoModificado'
  | 'observacionNotaCredito'
  | 'motivoNotaCredito'
  | 'productos'
  | 'informacionAdicional'
  | 'pagos'
  | 'logo'
  | 'ambiente'
> & {
  logo?: string | null;
  obligadoContabilidad?: 'SI' | 'NO' | null;
  tipoDocumento?: string | null;
  codDoc?: string | null;
  numeroEstablecimiento: string | number;
  puntoEmision: string | number;
  secuencial: string | number;
  ambiente: string;
  tipoEmision?: string | null;
  estado?: string | null;
  numeroAutorizacion?: string | null;
  fechaAutorizacion?: string | null;
  contribuyenteRimpe?: string | null;
  contribuyenteEspecial?: string | null;
  agenteRetencion?: string | null;
  facturaModificada?: string | null;
  fechaDocumentoModificado?: string | null;
  observacionNotaCredito?: string | null;
  motivoNotaCredito?: string | null;
  productos: RideProductoInput[];
  informacionAdicional?: { nombre: string; valor: string }[];
  pagos?: { formaPago: string; descripcion: string; total: number; plazo?: number; unidadTiempo?: string }[];
};

export type RideProductoInput = Pick<ProductoRide, 'codPrincipal' | 'cantidad' | 'nombre' | 'precioUnitario'> &
  Partial<
    Pick<ProductoRide, 'codAuxiliar' | 'descripcion' | 'subsidio' | 'precioSinSubsidio' | 'descuento' | 'precioTotal'>
  > & { detalleAdicional?: string | DetalleAdicionalRide[] | null };

export const TIPO_DOCUMENTO_FACTURA = 'Factura';
export const TIPO_DOCUMENTO_NOTA_CREDITO = 'Nota de credito';

/** One detail row, every cell already as printed. */
export interface RideLine {
  codPrincipal: string;
  codAuxiliar: string;
  cantidad: string;
  descripcion: string;
  detalleAdicional: string[];
  precioUnitario: string;
  subsidio: string;
  precioSinSubsidio: string;
  descuento: string;
  precioTotal: string;
}

/** The document as the layout prints it: every text final, every default applied. */
export interface RideDocument {
  logo: string | null;
  razonSocial: string;
  nombreComercial: string;
  ruc: string;
  direccionMatriz: string;
  direccionSucursal: string;
  obligadoContabilidad: 'SI' | 'NO';
  contribuyenteRimpe: string;
  contribuyenteEspecial: string;
  agenteRetencion: string;
  /** PRUEBAS: the RIDE says SIN VALIDEZ TRIBUTARIA. */
  pruebas: boolean;
  tipoDocumento: string;
  /** '01', '03', '04' …, from codDoc or the access key. */
  codDoc: string;
  esNotaCredito: boolean;
  /** `FACTURA` or `NOTA DE CRÉDITO`. */
  titulo: string;
  /** `001-001-000000123` */
  numero: string;
  claveAcceso: string;
  numeroAutorizacion: string;
  fechaAutorizacion: string;
  ambiente: string;
  tipoEmision: string;
  comprador: { razonSocial: string; identificacion: string; direccion: string };
  fecha: string;
  /** The modified invoice (credit and debit notes); motivo and observación are a credit note's. */
  notaCredito: { facturaModificada: string; fechaDocumentoModificado: string; motivo: string; observacion: string };
  /** A nota de débito's motivos as printed (razón, valor); null on other documents. */
  notaDebito: { motivos: { razon: string; valor: string }[] } | null;
  /** A guía de remisión's transport and destinatarios as printed; null on other documents. */
  guiaRemision: GuiaRemisionDocument | null;
  lineas: RideLine[];
  /** True when some line carries a subsidy: the table then shows Subsidio and Precio sin Subsidio. */
  conSubsidio: boolean;
  totales: { etiqueta: string; valor: string }[];
  informacionAdicional: { nombre: string; valor: string }[];
  pagos: { formaPago: string; total: string }[];
}

/** Printed while the document has no authorization yet. */
export const SIN_AUTORIZACION_TEXT = 'PENDIENTE';

/** Rate codes with a fixed line of spec 02 §9 (15 %, 0 %, No objeto, Exento). */
const FIXED_RATE_CODES = new Set([4, 0, 6, 7]);

/**
 * Totals with the fixed labels of spec 02 §9; devolución and propina always 0.00. With the document's
 * tax totals, every base goes on its own rate's line, a rate outside the fixed ones (5 %, 12 %, …) gets
 * its own SUBTOTAL and IVA lines, and ICE (codigo 3) and IRBPNR (codigo 5) are their entries' sums.
 * With ICE the rate bases hold net + ICE (SRI-NOTES §9): they print as BASE IVA after the ICE line, so
 * the block adds up top to bottom (issue 37); without ICE the labels stay the spec's.
 */
export function rideTotals(facturacion: FacturaRide['facturacion']): { etiqueta: string; valor: string }[] {
  const zero = formatMoneyPlain(0);
  const all = facturacion.impuestos;
  const sumOf = (codigo: number) => sumMoney((all ?? []).filter((i) => i.codigo === codigo).map((i) => i.valor));
  const impuestos = all?.filter((impuesto) => (impuesto.codigo ?? 2) === 2);
  const ice = all?.some((i) => i.codigo === 3) ? sumOf(3) : facturacion.ice;
  const conIce = toCents(ice) !== 0;
  const base = (code: number, fallback: number) =>
    formatMoneyPlain(impuestos ? (impuestos.find((i) => i.codigoPorcentaje === code)?.baseImponible ?? 0) : fallback);
  const others = (impuestos ?? []).filter((impuesto) => !FIXED_RATE_CODES.has(impuesto.codigoPorcentaje));
  const iva15 = impuestos ? (impuestos.find((i) => i.codigoPorcentaje === 4)?.valor ?? 0) : facturacion.iva;
  const label = conIce ? 'BASE IVA' : 'SUBTOTAL';
  const bases = [
    { etiqueta: `${label} 15%`, valor: base(4, facturacion.subtotalIva + (conIce ? ice : 0)) },
    ...others.map((i) => ({ etiqueta: `${label} ${i.tarifa}%`, valor: formatMoneyPlain(i.baseImponible) })),
    { etiqueta: `${label} 0%`, valor: base(0, facturacion.subtotalIvaCero) },
    { etiqueta: conIce ? 'BASE NO OBJETO DE IVA' : 'SUBTOTAL NO OBJETO DE IVA', valor: base(6, 0) },
    { etiqueta: conIce ? 'BASE EXENTO DE IVA' : 'SUBTOTAL EXENTO DE IVA', valor: base(7, 0) },
  ];
  const neto = [
    { etiqueta: 'SUBTOTAL SIN IMPUESTOS', valor: formatMoneyPlain(facturacion.totalSinImpuestos) },
    { etiqueta: 'TOTAL DESCUENTO', valor: formatMoneyPlain(facturacion.totalDescuento) },
  ];
  const iceLine = { etiqueta: 'ICE', valor: formatMoneyPlain(ice) };
  return [
    ...(conIce ? [...neto, iceLine, ...bases] : [...bases, ...neto, iceLine]),
    { etiqueta: 'IVA 15%', valor: formatMoneyPlain(iva15) },
    ...others.map((i) => ({ etiqueta: `IVA ${i.tarifa}%`, valor: formatMoneyPlain(i.valor) })),
    { etiqueta: 'TOTAL DEVOLUCION IVA', valor: zero },
    { etiqueta: 'IRBPNR', valor: formatMoneyPlain(sumOf(5)) },
    { etiqueta: 'PROPINA', valor: zero },
    { etiqueta: 'VALOR TOTAL', valor: formatMoneyPlain(facturacion.importeTotal) },
  ];
}

const codDocOf = (input: RideInput) => input.codDoc ?? input.claveAcceso.slice(8, 10);

/**
 * A nota de débito's totals (SRI-NOTES §10.1): the subtotal of each rate it may carry, the net, the
 * IVA and VALOR TOTAL; no discount, ICE, IRBPNR nor propina lines.
 */
export function notaDebitoTotals(facturacion: FacturaRide['facturacion']): { etiqueta: string; valor: string }[] {
  const impuestos = facturacion.impuestos ?? [];
  const rate = (code: number) => impuestos.find((impuesto) => impuesto.codigoPorcentaje === code);
  return [
    { etiqueta: 'SUBTOTAL 15%', valor: formatMoneyPlain(rate(4)?.baseImponible ?? 0) },
    { etiqueta: 'SUBTOTAL 0%', valor: formatMoneyPlain(rate(0)?.baseImponible ?? 0) },
    { etiqueta: 'SUBTOTAL SIN IMPUESTOS', valor: formatMoneyPlain(facturacion.totalSinImpuestos) },
    { etiqueta: 'IVA 15%', valor: formatMoneyPlain(rate(4)?.valor ?? 0) },
    { etiqueta: 'VALOR TOTAL', valor: formatMoneyPlain(facturacion.importeTotal) },
  ];
}

function isNotaCredito(input: RideInput): boolean {
  const codDoc = codDocOf(input);
  if (codDoc === '04') return true;
  const tipo = (input.tipoDocumento ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return tipo === TIPO_DOCUMENTO_NOTA_CREDITO.toLowerCase();
}

/** The document type in the identity box; a retención's with its accent, whatever tipoDocumento spells. */
function tituloOf(input: RideInput, tipoDocumento: string): string {
  if (codDocOf(input) === '07') return TITULO_RETENCION_RIDE;
  if (codDocOf(input) === '05') return TITULO_NOTA_DEBITO_RIDE;
  if (codDocOf(input) === '06') return TITULO_GUIA_REMISION_RIDE;
  if (codDocOf(input) === '03') return TITULO_LIQUIDACION_COMPRA_RIDE;
  return printableText(tipoDocumento).toUpperCase();
}

function detalleAdicionalLines(detalle: RideProductoInput['detalleAdicional']): string[] {
  if (!detalle) return [];
  if (typeof detalle === 'string') return detalle.trim() ? [printableText(detalle)] : [];
  return detalle
    .filter((entry) => entry._nombre.trim() || entry._valor.trim())
    .map((entry) => printableText(`${entry._nombre}: ${entry._valor}`));
}

function rideLine(producto: RideProductoInput): RideLine {
  const descuento = producto.descuento ?? 0;
  const precioTotal = producto.precioTotal ?? producto.cantidad * producto.precioUnitario - descuento;
  return {
    codPrincipal: printableText(producto.codPrincipal),
    codAuxiliar: printableText(producto.codAuxiliar),
    cantidad: formatDecimal(producto.cantidad),
    // The XML's detalle/descripcion is the product name: the RIDE mirrors it.
    descripcion: printableText(producto.nombre || producto.descripcion),
    detalleAdicional: detalleAdicionalLines(producto.detalleAdicional),
    precioUnitario: formatDecimal(producto.precioUnitario),
    subsidio: formatMoneyPlain(producto.subsidio ?? 0),
    precioSinSubsidio: formatDecimal(producto.precioSinSubsidio ?? producto.precioUnitario),
    descuento: formatMoneyPlain(descuento),
    precioTotal: formatMoneyPlain(precioTotal),
  };
}

/** Applies the spec's defaults and padding and turns every value into its printed text. */
export function normalizeRide(input: RideInput): RideDocument {
  const esNotaCredito = isNotaCredito(input);
  const tipoDocumento =
    input.tipoDocumento?.trim() || (esNotaCredito ? TIPO_DOCUMENTO_NOTA_CREDITO : TIPO_DOCUMENTO_FACTURA);
  const numero = [
    padNumber(input.numeroEstablecimiento, 3),
    padNumber(input.puntoEmision, 3),
    padNumber(input.secuencial, 9),
  ].join('-');
  return {
    logo: input.logo?.trim() || null,
    razonSocial: printableText(input.comerciante.razonSocial || input.comerciante.nombreComercial),
    nombreComercial: printableText(input.comerciante.nombreComercial),
    ruc: printableText(input.comerciante.ruc),
    direccionMatriz: printableText(input.direccionMatriz),
    direccionSucursal: printableText(input.direccionSucursal),
    obligadoContabilidad: input.obligadoContabilidad ?? 'SI',
    contribuyenteRimpe: printableText(input.contribuyenteRimpe),
    contribuyenteEspecial: printableText(input.contribuyenteEspecial),
    agenteRetencion: printableText(input.agenteRetencion),
    pruebas: input.ambiente.trim().toUpperCase() === 'PRUEBAS',
    tipoDocumento,
    codDoc: codDocOf(input),
    esNotaCredito,
    titulo: esNotaCredito ? 'NOTA DE CRÉDITO' : tituloOf(input, tipoDocumento),
    numero,
    claveAcceso: input.claveAcceso.trim(),
    numeroAutorizacion: printableText(input.numeroAutorizacion) || SIN_AUTORIZACION_TEXT,
    fechaAutorizacion: input.fechaAutorizacion ? formatFechaHora(input.fechaAutorizacion) : SIN_AUTORIZACION_TEXT,
    ambiente: printableText(input.ambiente),
    tipoEmision: printableText(input.tipoEmision) || 'NORMAL',
    comprador: {
      razonSocial: printableText(input.comprador.razonSocial),
      identificacion: printableText(input.comprador.identificacion),
      direccion: printableText(input.comprador.direccion),
    },
    fecha: printableText(input.fecha),
    notaCredito: {
      facturaModificada: printableText(input.facturaModificada),
      fechaDocumentoModificado: printableText(input.fechaDocumentoModificado),
      motivo: printableText(input.motivoNotaCredito),
      observacion: printableText(input.observacionNotaCredito),
    },
    lineas: input.productos.map(rideLine),
    conSubsidio: input.productos.some((producto) => (producto.subsidio ?? 0) > 0),
    notaDebito: input.notaDebito
      ? {
          motivos: input.notaDebito.motivos.map((motivo) => ({
            razon: printableText(motivo.razon),
            valor: formatMoneyPlain(motivo.valor),
          })),
        }
      : null,
    guiaRemision: input.guiaRemision ? normalizeGuiaRemision(input.guiaRemision) : null,
    totales: input.notaDebito ? notaDebitoTotals(input.facturacion) : rideTotals(input.facturacion),
    informacionAdicional: (input.informacionAdicional ?? []).map(({ nombre, valor }) => ({
      nombre: printableText(nombre),
      valor: printableText(valor),
    })),
    // Odoo and SRI's own RIDEs leave the payment table off credit notes.
    pagos: esNotaCredito
      ? []
      : (input.pagos ?? []).map((pago) => ({
          formaPago: printableText(
            `${pago.formaPago} - ${pago.descripcion}${pago.plazo ? ` (${plazoTexto(pago.plazo, pago.unidadTiempo)})` : ''}`,
          ),
          total: formatMoneyPlain(pago.total),
        })),
  };
}
