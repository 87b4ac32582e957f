import { z } from 'zod';
import { ambienteSchema } from '../auth/user';
import { checkIdentificacionComprador } from '../sri/cedula-ruc';
import { normalizeFechaSri } from '../sri/dates';
import { DEFAULT_MOTIVO_NOTA_CREDITO, MOTIVOS_NOTA_CREDITO } from './credit-note';
import { TIPO_IDENTIFICACION_CODIGOS } from './identification-types';
import { hasAtMostTwoDecimals } from './money';
import { CODIGO_IVA, isIvaCodigoPorcentaje } from './taxes';

/**
 * The body of `POST /api/facturar` (spec 01 §3 "Invoice payload"): `{factura, registrarComprador}`.
 * Field lengths follow the SRI XSDs so that a valid payload always yields a valid XML.
 */
export const SIN_CORREO = 'Sin correo';
export const INFO_ADICIONAL_EMAIL = 'Email';
export const INFO_ADICIONAL_OBSERVACION = 'Observación';
/** Name of the detAdicional that carries a serial number. */
export const DETALLE_ADICIONAL_SERIE = 'SN';
export const NO_PRODUCTOS_MESSAGE = 'Debe ingresar al menos un producto para poder emitir el documento.';

const money = z
  .number()
  .min(0)
  .refine(hasAtMostTwoDecimals, { message: 'El valor debe tener como máximo 2 decimales' });
/** Single-line SRI text: the XSDs forbid newlines. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), { message: 'El texto no puede tener saltos de línea' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), { message: 'El texto no puede tener saltos de línea' })
    .optional();
const entityId = z.union([z.string(), z.number()]).nullable().optional();
/** Codes arrive as numbers or numeric strings; they leave as numbers. */
const numericCode = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

export const tipoComprobanteSchema = z.enum(['factura', 'notaCredito']);
export type TipoComprobante = z.infer<typeof tipoComprobanteSchema>;

export const impuestoPayloadSchema = z.object({
  codigo: numericCode.pipe(z.literal(CODIGO_IVA)),
  codigoPorcentaje: numericCode.refine((code: number): boolean => isIvaCodigoPorcentaje(code), {
    message: 'Código de IVA desconocido',
  }),
  tarifa: z.number().min(0).max(99.99),
  baseImponible: money,
  valor: money,
});
export type ImpuestoPayload = z.infer<typeof impuestoPayloadSchema>;

export const nombreValorSchema = z.object({ nombre: text(300), valor: text(300) });
export type NombreValor = z.infer<typeof nombreValorSchema>;

export const productoPayloadSchema = z.object({
  producto_id: entityId,
  codigo: text(25),
  nombre: text(300),
  descripcion: optionalText(300),
  cantidad: z.number().positive(),
  esInventariado: z.boolean().default(false),
  precioUnitario: z.number().min(0),
  descuento: money.default(0),
  precioTotalSinImpuesto: money,
  /** At most 3 (XSD); a serial number travels as `{nombre: 'SN', valor}`. */
  detallesAdicionales: z.array(nombreValorSchema).max(3).default([]),
  impuestos: z.array(impuestoPayloadSchema).length(1),
});
export type ProductoPayload = z.infer<typeof productoPayloadSchema>;

export const compradorPayloadSchema = z.object({
  obligadoContabilidad: z.enum(['SI', 'NO']).optional(),
  tipoIdentificacion: z.enum(TIPO_IDENTIFICACION_CODIGOS),
  razonSocialComprador: text(300),
  identificacionComprador: text(20),
  direccionComprador: optionalText(300),
  emailComprador: z.string().trim().max(300).optional(),
});
export type CompradorPayload = z.infer<typeof compradorPayloadSchema>;

const fechaSri = z.string().transform((value, context) => {
  const normalized = normalizeFechaSri(value);
  if (!normalized) {
    context.addIssue({ code: 'custom', message: 'Fecha inválida' });
    return z.NEVER;
  }
  return normalized;
});

export const facturaPayloadSchema = z
  .object({
    tipoComprobante: tipoComprobanteSchema.default('factura'),
    ambiente: ambienteSchema,
    almacen_id: entityId,
    totalSinImpuestos: money,
    totalDescuento: money,
    subtotalIva: money,
    subtotalIvaCero: money,
    iva: money,
    importeTotal: money,
    propina: z.literal(0).default(0),
    comprador: compradorPayloadSchema,
    productos: z.array(productoPayloadSchema).min(1, NO_PRODUCTOS_MESSAGE),
    /** Starts with the Email entry; at most 15 entries (XSD). */
    infoAdicional: z.array(nombreValorSchema).min(1).max(15),
    /** The invoice a credit note modifies: `001-001-000000123` or its 49-digit access key. */
    facturaModificada: z
      .string()
      .regex(/^(\d{3}-\d{3}-\d{9}|\d{49})$/)
      .optional(),
    motivoNotaCredito: z.enum(MOTIVOS_NOTA_CREDITO).optional(),
    observacionNotaCredito: optionalText(300),
    /** Issue date of the modified invoice, normalised to `dd/mm/aaaa`. */
    fechaDocumentoModificado: fechaSri.optional(),
  })
  .superRefine((factura, context) => {
    const check = checkIdentificacionComprador(
      factura.comprador.tipoIdentificacion,
      factura.comprador.identificacionComprador,
    );
    if (!check.valid) {
      context.addIssue({
        code: 'custom',
        path: ['comprador', 'identificacionComprador'],
        message: check.message ?? '',
      });
    }
    if (factura.infoAdicional[0]?.nombre !== INFO_ADICIONAL_EMAIL) {
      context.addIssue({
        code: 'custom',
        path: ['infoAdicional', 0, 'nombre'],
        message: `La información adicional debe empezar con ${INFO_ADICIONAL_EMAIL}`,
      });
    }
    if (factura.tipoComprobante === 'notaCredito') {
      if (!factura.facturaModificada) {
        context.addIssue({ code: 'custom', path: ['facturaModificada'], message: 'Falta la factura a modificar' });
      }
      if (!factura.fechaDocumentoModificado) {
        context.addIssue({
          code: 'custom',
          path: ['fechaDocumentoModificado'],
          message: 'Falta la fecha de la factura a modificar',
        });
      }
    }
  })
  .transform((factura) =>
    factura.tipoComprobante === 'notaCredito'
      ? { ...factura, motivoNotaCredito: factura.motivoNotaCredito ?? DEFAULT_MOTIVO_NOTA_CREDITO }
      : factura,
  );
export type FacturaPayload = z.infer<typeof facturaPayloadSchema>;
export type FacturaPayloadInput = z.input<typeof facturaPayloadSchema>;

export const facturarRequestSchema = z.object({
  factura: facturaPayloadSchema,
  registrarComprador: z.boolean().default(true),
});
export type FacturarRequest = z.infer<typeof facturarRequestSchema>;
export type FacturarRequestInput = z.input<typeof facturarRequestSchema>;

/** The serial number of a line, read back from its SN detail. */
export function numeroSerieOf(producto: Pick<ProductoPayload, 'detallesAdicionales'>): string | undefined {
  return producto.detallesAdicionales.find((detalle) => detalle.nombre === DETALLE_ADICIONAL_SERIE)?.valor;
}
