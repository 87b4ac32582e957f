import type { Ambiente } from '../auth/user';
import { allocatedCreditLines, type RestanteAcreditable } from '../emission/credit-allocation';
import { DEFAULT_MOTIVO_NOTA_CREDITO, type MotivoNotaCredito } from './credit-note';
import { DEFAULT_TIPO_IDENTIFICACION, type TipoIdentificacion } from './identification-types';
import {
  DETALLE_ADICIONAL_SERIE,
  type FacturarRequest,
  INFO_ADICIONAL_EMAIL,
  INFO_ADICIONAL_OBSERVACION,
  type NombreValor,
  SIN_CORREO,
  type TipoComprobante,
} from './payload';
import { type PagoFormRow, payloadPagos } from './payments';
import { DEFAULT_IVA_LABEL, ivaOptionByLabel } from './taxes';
import { computeTotals, type IceDeLinea, type IrbpnrDeLinea } from './totals';

/** A line of the invoice form (spec 01 §3 "Invoice line"); inputs may still hold strings. */
export interface InvoiceFormLine {
  producto_codigo: string;
  producto_nombre: string;
  producto_descripcion?: string;
  producto_numero_serie?: string;
  producto_precio: number | string;
  producto_cantidad: number | string;
  producto_descuento: number | string;
  /** Label such as 'IVA 15%'. */
  producto_impuesto: string;
  esInventariado?: boolean;
  producto_id?: string | number | null;
  /** ICE and IRBPNR of a registered product (lineTaxesOf); free-typed lines carry IVA only. */
  ice?: IceDeLinea | null;
  irbpnr?: IrbpnrDeLinea | null;
  almacen_id?: string | number | null;
}

/** The invoice form (spec 01 §3 "Invoice form") plus the document type. */
export interface InvoiceFormState {
  tipoComprobante?: TipoComprobante;
  ambiente: Ambiente;
  almacen_id?: string | number | null;
  registrar_comprador: boolean;
  comprador_cedula: string;
  comprador_nombres: string;
  comprador_direccion?: string;
  comprador_email?: string;
  tipo_identificacion?: TipoIdentificacion;
  obligadoContabilidad?: 'SI' | 'NO';
  productos: InvoiceFormLine[];
  infoAdicional: NombreValor[];
  motivoNotaCredito?: MotivoNotaCredito;
  observacionesNotaCredito?: string;
  facturaAModificar?: string;
  fechaFactura?: string;
  /** "Forma de pago" rows (invoices); absent: one payment 01 for the total. */
  pagos?: PagoFormRow[];
  /** A credit note: what is left of the invoice (GET …/acreditable), so its lines take their shares. */
  acreditable?: RestanteAcreditable;
}

/** The buyer fields of the invoice form, as the buyer section edits them (spec 01 §3). */
export type BuyerFormFields = Pick<
  InvoiceFormState,
  | 'registrar_comprador'
  | 'tipo_identificacion'
  | 'comprador_cedula'
  | 'comprador_nombres'
  | 'comprador_direccion'
  | 'comprador_email'
>;

/** Spec 01 §3-§4 defaults, also after each emission: registered buyer, type 05, empty fields. */
export const EMPTY_BUYER_FORM: BuyerFormFields = {
  registrar_comprador: true,
  tipo_identificacion: DEFAULT_TIPO_IDENTIFICACION,
  comprador_cedula: '',
  comprador_nombres: '',
  comprador_direccion: '',
  comprador_email: '',
};

/** Buyer text goes upper case, except the e-mail (spec 01 §5); newlines never reach the XML. */
const singleLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const upper = (value: string | undefined) => singleLine(value).toUpperCase();
const idOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const amount = (value: number | string) => (typeof value === 'number' ? value : Number(String(value).trim() || 0));

/**
 * The form's lines as the totals read them. A credit note with what is left of its invoice takes its
 * shares (credit-allocation): a line at the billed price credits exactly its units' share of the
 * net, ICE and IRBPNR, and the note its share of the IVA; the totals box and the payload agree.
 */
export function formTaxableLines(form: Pick<InvoiceFormState, 'productos' | 'tipoComprobante' | 'acreditable'>) {
  const lines = form.productos.map((line) => {
    const option = ivaOptionByLabel(line.producto_impuesto) ?? ivaOptionByLabel(DEFAULT_IVA_LABEL)!;
    const serie = singleLine(line.producto_numero_serie);
    return {
      line,
      option,
      codigo: singleLine(line.producto_codigo),
      detallesAdicionales: serie ? [{ nombre: DETALLE_ADICIONAL_SERIE, valor: serie }] : [],
      precioUnitario: amount(line.producto_precio),
      cantidad: amount(line.producto_cantidad),
      descuento: amount(line.producto_descuento === '' ? 0 : line.producto_descuento),
      codigoPorcentaje: option.codigoPorcentaje,
      ice: line.ice,
      irbpnr: line.irbpnr,
      asignado: undefined as { ice?: number; irbpnr?: number } | undefined,
    };
  });
  if (form.tipoComprobante !== 'notaCredito' || !form.acreditable) return { lines, ivaAsignado: undefined };
  const allocated = allocatedCreditLines(form.acreditable, lines);
  return { lines: allocated.lineas, ivaAsignado: allocated.ivaAsignado };
}

/**
 * Builds the `POST /api/facturar` body from the form with the exact totals (computeTotals), the
 * serial number as detAdicional SN, and infoAdicional starting with Email ('Sin correo' when empty).
 */
export function buildInvoicePayload(form: InvoiceFormState): FacturarRequest {
  const tipoComprobante = form.tipoComprobante ?? 'factura';
  const { lines, ivaAsignado } = formTaxableLines(form);
  const totals = computeTotals(lines, ivaAsignado);

  const email = singleLine(form.comprador_email);
  const infoAdicional: NombreValor[] = [{ nombre: INFO_ADICIONAL_EMAIL, valor: email || SIN_CORREO }];
  for (const row of form.infoAdicional) {
    const nombre = singleLine(row.nombre);
    const valor = singleLine(row.valor);
    if (nombre && valor) infoAdicional.push({ nombre, valor });
  }

  const factura: FacturarRequest['factura'] = {
    tipoComprobante,
    ambiente: form.ambiente,
    almacen_id: idOf(form.almacen_id),
    totalSinImpuestos: totals.totalSinImpuestos,
    totalDescuento: totals.totalDescuento,
    subtotalIva: totals.subtotalIva,
    subtotalIvaCero: totals.subtotalIvaCero,
    iva: totals.iva,
    ice: totals.ice,
    irbpnr: totals.irbpnr,
    importeTotal: totals.importeTotal,
    propina: 0,
    comprador: {
      obligadoContabilidad: form.obligadoContabilidad,
      tipoIdentificacion: form.tipo_identificacion ?? DEFAULT_TIPO_IDENTIFICACION,
      razonSocialComprador: upper(form.comprador_nombres),
      identificacionComprador: singleLine(form.comprador_cedula),
      direccionComprador: upper(form.comprador_direccion) || undefined,
      emailComprador: email || undefined,
    },
    productos: lines.map(({ line, precioUnitario, cantidad, descuento, asignado, detallesAdicionales }, index) => {
      const computed = totals.lineas[index]!;
      return {
        producto_id: idOf(line.producto_id),
        codigo: singleLine(line.producto_codigo),
        nombre: singleLine(line.producto_nombre),
        descripcion: singleLine(line.producto_descripcion) || undefined,
        cantidad,
        esInventariado: line.esInventariado ?? false,
        precioUnitario,
        descuento,
        precioTotalSinImpuesto: computed.precioTotalSinImpuesto,
        detallesAdicionales,
        ...(line.ice ? { ice: line.ice } : {}),
        ...(line.irbpnr ? { irbpnr: line.irbpnr } : {}),
        ...(asignado && (line.ice || line.irbpnr) ? { asignado } : {}),
        impuestos: computed.impuestos,
      };
    }),
    infoAdicional,
  };

  const pagos =
    tipoComprobante === 'factura' && form.pagos?.length ? payloadPagos(form.pagos, totals.importeTotal) : [];
  if (pagos.length) factura.pagos = pagos;

  if (tipoComprobante === 'notaCredito') {
    const motivo = form.motivoNotaCredito ?? DEFAULT_MOTIVO_NOTA_CREDITO;
    const observacion = singleLine(form.observacionesNotaCredito);
    factura.facturaModificada = form.facturaAModificar;
    factura.motivoNotaCredito = motivo;
    factura.observacionNotaCredito = observacion || undefined;
    factura.fechaDocumentoModificado = form.fechaFactura;
    if (ivaAsignado?.size)
      factura.ivaAsignado = [...ivaAsignado].map(([codigoPorcentaje, valor]) => ({ codigoPorcentaje, valor }));
    factura.infoAdicional.push({ nombre: INFO_ADICIONAL_OBSERVACION, valor: observacion || motivo });
  }

  return { factura, registrarComprador: form.registrar_comprador };
}
