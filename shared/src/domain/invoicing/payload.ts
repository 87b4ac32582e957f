import { z } from 'zod/mini';
import { ambienteSchema } from '../auth/user';
import { correoInvalidoMessage, invalidEmailIn } from '../buyers/email';
import { hasAtMostDecimals } from '../common/fields';
import { CLAVE_ACCESO_PATTERN, NUMERO_DOCUMENTO_PATTERN } from '../sri/access-key';
import { checkIdentificacionComprador } from '../sri/cedula-ruc';
import { normalizeFechaSri } from '../sri/dates';
import { FORMAS_PAGO_ACTIVAS, UNIDADES_TIEMPO } from '../sri/payment-codes';
import { DEFAULT_MOTIVO_NOTA_CREDITO, MOTIVOS_NOTA_CREDITO } from './credit-note';
import { TIPO_IDENTIFICACION_CODIGOS } from './identification-types';
import {
  decimalesLineaMessage,
  MAX_DECIMALES_LINEA,
  MAX_IMPORTE_TOTAL,
  MAX_VALOR_LINEA,
  MONTO_EXCEDE_MESSAGE,
  valorLineaExcedeMessage,
} from './limits';
import { formatMoneyPlain, fromCents, hasAtMostTwoDecimals, sumCents, toCents } from './money';
import { CODIGO_ICE, CODIGO_IRBPNR } from './tax-catalogue';
import { CODIGO_IVA, isIvaCodigoPorcentaje } from './taxes';

/**
 * The body of `POST /api/facturar` (spec 01 §3 "Invoice payload"): `{factura, registrarComprador}`.
 * Field lengths follow the SRI XSDs so that a valid payload always yields a valid XML.
 */
export const SIN_CORREO = 'Sin correo';
export const INFO_ADICIONAL_EMAIL = 'Email';
export const INFO_ADICIONAL_OBSERVACION = 'Observación';
/** NAC-DGERCGC26-00000027 (SRI-NOTES §8): the e-invoicing provider's RUC on every comprobante. */
export const INFO_ADICIONAL_RUC_PROVEEDOR = 'RUC Proveedor';
/** Name of the detAdicional that carries a serial number. */
export const DETALLE_ADICIONAL_SERIE = 'SN';
export const FACTURA_MODIFICADA_INVALIDA_MESSAGE =
  'La factura a modificar debe ser un número 001-001-000000123 o una clave de acceso de 49 dígitos.';
export const ALMACEN_NO_VALIDO_MESSAGE = 'El almacén seleccionado no es válido.';
export const PRODUCTO_ID_NO_VALIDO_MESSAGE = 'El ID de producto de una línea no es válido.';
export const pagosNoSumanMessage = (suma: number, importeTotal: number) =>
  `La suma de las formas de pago (${formatMoneyPlain(suma)}) debe ser igual al total del documento (${formatMoneyPlain(importeTotal)}).`;
export const PAGO_SIN_MONTO_MESSAGE = 'Cada forma de pago debe tener un monto mayor a 0.';
export const FORMA_PAGO_INVALIDA_MESSAGE = `La forma de pago debe ser una de: ${FORMAS_PAGO_ACTIVAS.join(', ')}`;
export const VALORES_ASIGNADOS_MESSAGE = 'Solo una nota de crédito lleva valores asignados de la factura que modifica.';
export const NO_PRODUCTOS_MESSAGE = 'Debe ingresar al menos un producto para poder emitir el documento.';

const money = z
  .number()
  .check(
    z.gte(0),
    z.lte(MAX_IMPORTE_TOTAL, { message: MONTO_EXCEDE_MESSAGE }),
    z.refine(hasAtMostTwoDecimals, { message: 'El valor debe tener como máximo 2 decimales' }),
  );
/** Single-line SRI text: the XSDs forbid newlines. */
const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => !/[\r\n]/.test(value), { message: 'El texto no puede tener saltos de línea' }),
  );
const optionalText = (max: number) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max),
      z.refine((value) => !/[\r\n]/.test(value), { message: 'El texto no puede tener saltos de línea' }),
    ),
  );
/** A record id (UUID) or nothing; whether it is this emisor's is checked where it is used. */
const entityId = (message: string) =>
  z.optional(z.nullable(z.union([z.uuid({ error: message }), z.literal('')], { error: message })));
/** Codes arrive as numbers or numeric strings; they leave as numbers. */
const numericCode = z.union([
  z.number().check(z.int()),
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
]);

export const tipoComprobanteSchema = z.enum(['factura', 'notaCredito']);
export type TipoComprobante = z.infer<typeof tipoComprobanteSchema>;

/** A line's impuesto: IVA (2) first, then ICE (3) and IRBPNR (5) when the line carries them. */
export const impuestoPayloadSchema = z
  .object({
    codigo: z.pipe(numericCode, z.union([z.literal(CODIGO_IVA), z.literal(CODIGO_ICE), z.literal(CODIGO_IRBPNR)])),
    codigoPorcentaje: numericCode,
    tarifa: z.number().check(z.gte(0), z.lte(99.99)),
    baseImponible: money,
    valor: money,
  })
  .check(
    z.refine((impuesto) => impuesto.codigo !== CODIGO_IVA || isIvaCodigoPorcentaje(impuesto.codigoPorcentaje), {
      message: 'Código de IVA desconocido',
      path: ['codigoPorcentaje'],
    }),
  );
export type ImpuestoPayload = z.infer<typeof impuestoPayloadSchema>;

export const nombreValorSchema = z.object({ nombre: text(300), valor: text(300) });
export type NombreValor = z.infer<typeof nombreValorSchema>;

export const productoPayloadSchema = z.object({
  producto_id: entityId(PRODUCTO_ID_NO_VALIDO_MESSAGE),
  codigo: text(25),
  nombre: text(300),
  descripcion: optionalText(300),
  cantidad: z.number().check(z.positive()),
  esInventariado: z._default(z.boolean(), false),
  precioUnitario: z.number().check(z.gte(0)),
  descuento: z._default(money, 0),
  precioTotalSinImpuesto: money,
  /** At most 3 (XSD); a serial number travels as `{nombre: 'SN', valor}`. */
  detallesAdicionales: z._default(z.array(nombreValorSchema).check(z.maxLength(3)), []),
  /** ICE and IRBPNR of a registered product, with the rates in force when it was sold. */
  ice: z.optional(
    z.object({
      codigo: z.number().check(z.int(), z.gte(1), z.lte(9999)),
      adValorem: z.number().check(z.gte(0), z.lte(99.99)),
      especifico: z.number().check(z.gte(0), z.lte(MAX_IMPORTE_TOTAL)),
      /** Units of the catalogue's unit per unit sold (litres of pure alcohol…), for codes charged by content. */
      contenido: z.optional(z.number().check(z.positive(), z.lte(1_000_000))),
    }),
  ),
  irbpnr: z.optional(
    z.object({
      botellasPorUnidad: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
      valorPorBotella: z.number().check(z.gte(0), z.lte(99.99)),
    }),
  ),
  /**
   * A credit note's share of the billed line's ICE and IRBPNR (issue 37): the line carries these
   * values instead of its rates' own, so that the notes of a line add up to exactly what was billed.
   */
  asignado: z.optional(z.object({ ice: z.optional(money), irbpnr: z.optional(money) })),
  impuestos: z.array(impuestoPayloadSchema).check(
    z.minLength(1),
    z.maxLength(3),
    z.refine((impuestos) => impuestos[0]?.codigo === CODIGO_IVA, {
      message: 'El primer impuesto de una línea es el IVA',
    }),
  ),
});
export type ProductoPayload = z.infer<typeof productoPayloadSchema>;

export const compradorPayloadSchema = z.object({
  obligadoContabilidad: z.optional(z.enum(['SI', 'NO'])),
  tipoIdentificacion: z.enum(TIPO_IDENTIFICACION_CODIGOS),
  razonSocialComprador: text(300),
  identificacionComprador: text(20),
  direccionComprador: optionalText(300),
  /** Empty, or real addresses separated by commas. */
  emailComprador: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(300),
      z.superRefine((value: string, context) => {
        const invalid = invalidEmailIn(value);
        if (invalid !== null) context.addIssue({ code: 'custom', message: correoInvalidoMessage(invalid) });
      }),
    ),
  ),
});
export type CompradorPayload = z.infer<typeof compradorPayloadSchema>;

/** One payment (SRI `pago`): the code, its amount, and an optional term (plazo in días or meses). */
export const pagoPayloadSchema = z.object({
  formaPago: z.enum(FORMAS_PAGO_ACTIVAS, { error: FORMA_PAGO_INVALIDA_MESSAGE }),
  // A 0.00 payment would be printed on the RIDE as a real one: a row left empty is not a payment.
  total: money.check(z.gt(0, { message: PAGO_SIN_MONTO_MESSAGE })),
  plazo: z.optional(money),
  unidadTiempo: z.optional(z.enum(UNIDADES_TIEMPO)),
});
export type PagoPayload = z.infer<typeof pagoPayloadSchema>;

const fechaSri = z.pipe(
  z.string(),
  z.transform((value: string, context) => {
    const normalized = normalizeFechaSri(value);
    if (!normalized) {
      context.issues.push({ code: 'custom', message: 'Fecha inválida', input: value });
      return z.NEVER;
    }
    return normalized;
  }),
);

export const facturaPayloadSchema = z.pipe(
  z
    .object({
      tipoComprobante: z._default(tipoComprobanteSchema, 'factura'),
      ambiente: ambienteSchema,
      almacen_id: entityId(ALMACEN_NO_VALIDO_MESSAGE),
      totalSinImpuestos: money,
      totalDescuento: money,
      subtotalIva: money,
      subtotalIvaCero: money,
      iva: money,
      ice: z._default(money, 0),
      irbpnr: z._default(money, 0),
      importeTotal: money,
      propina: z._default(z.literal(0), 0),
      comprador: compradorPayloadSchema,
      productos: z.array(productoPayloadSchema).check(z.minLength(1, NO_PRODUCTOS_MESSAGE)),
      /** Starts with the Email entry; at most 15 entries (XSD). */
      infoAdicional: z.array(nombreValorSchema).check(z.minLength(1), z.maxLength(15)),
      /** How the invoice was paid; absent = one payment 01 for the whole importeTotal. */
      pagos: z.optional(z.array(pagoPayloadSchema).check(z.minLength(1), z.maxLength(20))),
      /** The invoice a credit note modifies: `001-001-000000123` or its 49-digit access key. */
      facturaModificada: z.optional(
        z.string().check(
          z.refine((value) => NUMERO_DOCUMENTO_PATTERN.test(value) || CLAVE_ACCESO_PATTERN.test(value), {
            error: FACTURA_MODIFICADA_INVALIDA_MESSAGE,
          }),
        ),
      ),
      motivoNotaCredito: z.optional(z.enum(MOTIVOS_NOTA_CREDITO)),
      observacionNotaCredito: optionalText(300),
      /** Issue date of the modified invoice, normalised to `dd/mm/aaaa`. */
      fechaDocumentoModificado: z.optional(fechaSri),
      /** A credit note's share of the invoice's IVA per rate (issue 37), instead of its own base x rate. */
      ivaAsignado: z.optional(
        z.array(z.object({ codigoPorcentaje: numericCode, valor: money })).check(z.maxLength(20)),
      ),
    })
    .check(
      z.superRefine((factura, context) => {
        factura.productos.forEach((producto, index) => {
          for (const [campo, value, name] of [
            ['cantidad', producto.cantidad, 'la cantidad'],
            ['precioUnitario', producto.precioUnitario, 'el precio unitario'],
          ] as const) {
            const path = ['productos', index, campo];
            if (value >= MAX_VALOR_LINEA) {
              context.addIssue({ code: 'custom', path, message: valorLineaExcedeMessage(producto.codigo, name) });
            } else if (!hasAtMostDecimals(value, MAX_DECIMALES_LINEA)) {
              context.addIssue({ code: 'custom', path, message: decimalesLineaMessage(producto.codigo, name) });
            }
          }
        });
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
        if (factura.pagos) {
          const suma = sumCents(factura.pagos.map((pago) => pago.total));
          if (suma !== toCents(factura.importeTotal)) {
            context.addIssue({
              code: 'custom',
              path: ['pagos'],
              message: pagosNoSumanMessage(fromCents(suma), factura.importeTotal),
            });
          }
        }
        if (factura.infoAdicional[0]?.nombre !== INFO_ADICIONAL_EMAIL) {
          context.addIssue({
            code: 'custom',
            path: ['infoAdicional', 0, 'nombre'],
            message: `La información adicional debe empezar con ${INFO_ADICIONAL_EMAIL}`,
          });
        }
        if (
          factura.tipoComprobante !== 'notaCredito' &&
          (factura.ivaAsignado || factura.productos.some((producto) => producto.asignado))
        ) {
          context.addIssue({ code: 'custom', path: ['ivaAsignado'], message: VALORES_ASIGNADOS_MESSAGE });
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
      }),
    ),
  z.transform((factura) =>
    factura.tipoComprobante === 'notaCredito'
      ? { ...factura, motivoNotaCredito: factura.motivoNotaCredito ?? DEFAULT_MOTIVO_NOTA_CREDITO }
      : factura,
  ),
);
export type FacturaPayload = z.infer<typeof facturaPayloadSchema>;
export type FacturaPayloadInput = z.input<typeof facturaPayloadSchema>;

export const facturarRequestSchema = z.object({
  factura: facturaPayloadSchema,
  registrarComprador: z._default(z.boolean(), true),
});
export type FacturarRequest = z.infer<typeof facturarRequestSchema>;
export type FacturarRequestInput = z.input<typeof facturarRequestSchema>;

/** The serial number of a line, read back from its SN detail. */
export function numeroSerieOf(producto: Pick<ProductoPayload, 'detallesAdicionales'>): string | undefined {
  return producto.detallesAdicionales.find((detalle) => detalle.nombre === DETALLE_ADICIONAL_SERIE)?.valor;
}

/** The payload's field rules, for other documents' bodies that carry the same figures and texts. */
export { money as montoPayloadSchema, optionalText as textoSriOpcionalSchema, text as textoSriSchema };
