import { CLAVE_ACCESO_PATTERN, ESTADOS_DOCUMENTO } from '@facturador/shared/domain';
import { z } from 'zod/mini';
import { guiaRemisionRideSchema } from './guia-remision';
import { notaDebitoRideSchema } from './nota-debito';
import { retencionRideSchema } from './retencion';

/**
 * The printed invoice data (spec 02 §3 "Printed invoice data"), answered by the public
 * `GET /api/factura_ride/{clave}` as `{factura, error}`. The RIDE screen builds the PDF from it, and
 * the invoice screen starts a credit note from it (spec 01 §3 "Original invoice").
 */

/** Spec 02 §8: what the public page shows when the key is unknown. */
export const CLAVE_ACCESO_INCORRECTA_MESSAGE =
  'La clave de acceso no es correcta o no se ha emitido desde este sistema. Si cree que es un error, consulte con el administrador del sistema.';
export const RIDE_RATE_LIMITED_MESSAGE =
  'Demasiadas consultas de comprobantes. Espere un minuto e inténtelo nuevamente.';

export const AMBIENTES_RIDE = { 1: 'PRUEBAS', 2: 'PRODUCCIÓN' } as const;
export const TIPOS_DOCUMENTO_RIDE = {
  '01': 'Factura',
  '03': 'Liquidacion de compra',
  '04': 'Nota de credito',
  '05': 'Nota de debito',
  '06': 'Guia de remision',
  '07': 'Comprobante de retencion',
} as const;
/** Printed prominently on a PRUEBAS RIDE (SRI-NOTES §8). */
export const SIN_VALIDEZ_TRIBUTARIA_TEXT = 'SIN VALIDEZ TRIBUTARIA';

/** Every download of a RIDE is named after the document number: `001-001-000001500.pdf` (issue #24). */
export const rideFileName = (numero: string) => `${numero}.pdf`;

/** Contingency emission was removed in 2015: every document is NORMAL. */
export const TIPO_EMISION_NORMAL = 'NORMAL';

/** A detAdicional as the original system names its attributes (spec 01 §3: `_nombre`, `_valor`). */
export const detalleAdicionalRideSchema = z.object({ _nombre: z.string(), _valor: z.string() });
export type DetalleAdicionalRide = z.infer<typeof detalleAdicionalRideSchema>;

export const productoRideSchema = z.object({
  codPrincipal: z.string(),
  codAuxiliar: z.nullable(z.string()),
  cantidad: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  /** A string or a list of name/value pairs (the serial number is `SN`). */
  detalleAdicional: z.union([z.string(), z.array(detalleAdicionalRideSchema)]),
  precioUnitario: z.number(),
  subsidio: z.number(),
  precioSinSubsidio: z.number(),
  descuento: z.number(),
  /** Line total without tax: price x quantity - discount. */
  precioTotal: z.number(),
  /** What a credit note needs to rebuild the line. */
  producto_id: z.nullable(z.string()),
  esInventariado: z.boolean(),
  impuesto: z.object({ codigoPorcentaje: z.number(), tarifa: z.number(), valor: z.number() }),
});
export type ProductoRide = z.infer<typeof productoRideSchema>;

export const facturacionRideSchema = z.object({
  subtotalIva: z.number(),
  subtotalIvaCero: z.number(),
  totalSinImpuestos: z.number(),
  totalDescuento: z.number(),
  ice: z.number(),
  iva: z.number(),
  importeTotal: z.number(),
  propina: z.number(),
  /** Beside spec 02 §9: totalConImpuestos (IVA per rate, ICE and IRBPNR by codigo), for one line per rate. */
  impuestos: z.optional(
    z.array(
      z.object({
        /** 2 IVA (when absent), 3 ICE, 5 IRBPNR: the XML's totalImpuesto codigo. */
        codigo: z.optional(z.number()),
        codigoPorcentaje: z.number(),
        tarifa: z.number(),
        baseImponible: z.number(),
        valor: z.number(),
      }),
    ),
  ),
});
export type FacturacionRide = z.infer<typeof facturacionRideSchema>;

export const facturaRideSchema = z.object({
  /** Image URL or data URL; null prints 'NO TIENE LOGO'. */
  logo: z.nullable(z.string()),
  comerciante: z.object({ ruc: z.string(), nombreComercial: z.string(), razonSocial: z.string() }),
  direccionMatriz: z.string(),
  direccionSucursal: z.string(),
  obligadoContabilidad: z.enum(['SI', 'NO']),
  contribuyenteRimpe: z.nullable(z.string()),
  /** Resolution numbers the XML carries (issue #24: the RIDE prints them); null when the emisor has none. */
  contribuyenteEspecial: z.optional(z.nullable(z.string())),
  agenteRetencion: z.optional(z.nullable(z.string())),
  tipoDocumento: z.enum([
    TIPOS_DOCUMENTO_RIDE['01'],
    TIPOS_DOCUMENTO_RIDE['03'],
    TIPOS_DOCUMENTO_RIDE['04'],
    TIPOS_DOCUMENTO_RIDE['05'],
    TIPOS_DOCUMENTO_RIDE['06'],
    TIPOS_DOCUMENTO_RIDE['07'],
  ]),
  /**
   * '01' factura, '03' liquidación de compra (its proveedor in `comprador`), '04' nota de crédito,
   * '05' nota de débito, '06' guía de remisión (its first destinatario in `comprador`), '07' retención.
   */
  codDoc: z.enum(['01', '03', '04', '05', '06', '07']),
  numeroEstablecimiento: z.string().check(z.regex(/^\d{3}$/)),
  puntoEmision: z.string().check(z.regex(/^\d{3}$/)),
  secuencial: z.string().check(z.regex(/^\d{9}$/)),
  claveAcceso: z.string().check(z.regex(CLAVE_ACCESO_PATTERN)),
  /** The access key once authorized (offline scheme), else null. */
  numeroAutorizacion: z.nullable(z.string()),
  /** xs:dateTime in Ecuador, e.g. `2025-03-01T10:15:00-05:00`; null until authorized. */
  fechaAutorizacion: z.nullable(z.string()),
  ambiente: z.enum([AMBIENTES_RIDE[1], AMBIENTES_RIDE[2]]),
  tipoEmision: z.literal(TIPO_EMISION_NORMAL),
  /** The document's state (credit notes and downloads need AUTORIZADA). */
  estado: z.enum(ESTADOS_DOCUMENTO),
  comprador: z.object({
    razonSocial: z.string(),
    identificacion: z.string(),
    direccion: z.string(),
    tipoIdentificacion: z.string(),
    email: z.string(),
  }),
  /** Issue date `dd/mm/aaaa`. */
  fecha: z.string(),
  /** Credit and debit notes: the modified invoice as `001-001-000000123` and its date; a credit note's reason and observation. */
  facturaModificada: z.nullable(z.string()),
  fechaDocumentoModificado: z.nullable(z.string()),
  observacionNotaCredito: z.nullable(z.string()),
  motivoNotaCredito: z.nullable(z.string()),
  productos: z.array(productoRideSchema),
  facturacion: facturacionRideSchema,
  /** The first entry is the buyer's e-mail (`Email`). */
  informacionAdicional: z.array(z.object({ nombre: z.string(), valor: z.string() })),
  /** Forma de pago (invoices; empty on credit notes). */
  pagos: z.array(
    z.object({
      formaPago: z.string(),
      descripcion: z.string(),
      total: z.number(),
      plazo: z.optional(z.number()),
      unidadTiempo: z.optional(z.string()),
    }),
  ),
  /** Comprobantes de retención (codDoc 07): what their RIDE prints instead of lines and totals. */
  retencion: z.optional(retencionRideSchema),
  /** Notas de débito (codDoc 05): their motivos, printed instead of lines. */
  notaDebito: z.optional(notaDebitoRideSchema),
  /** Guías de remisión (codDoc 06): transport and destinatarios, printed instead of lines and totals. */
  guiaRemision: z.optional(guiaRemisionRideSchema),
});
export type FacturaRide = z.infer<typeof facturaRideSchema>;

export const facturaRideResponseSchema = z.object({ factura: facturaRideSchema, error: z.null() });
export type FacturaRideResponse = z.infer<typeof facturaRideResponseSchema>;

/** Path parameter of the public endpoints: any text (an unknown key is a 404, not a 400). */
export const claveParamsSchema = z.object({ clave: z.string().check(z.maxLength(200)) });
