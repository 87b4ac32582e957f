import { z } from 'zod/mini';
import { ambienteSchema } from '../auth/user';
import { hasAtMostDecimals } from '../common/fields';
import {
  decimalesLineaMessage,
  MAX_DECIMALES_LINEA,
  MAX_VALOR_LINEA,
  valorLineaExcedeMessage,
} from '../invoicing/limits';
import { toCents } from '../invoicing/money';
import {
  ALMACEN_NO_VALIDO_MESSAGE,
  compradorPayloadSchema,
  montoPayloadSchema,
  NO_PRODUCTOS_MESSAGE,
  PRODUCTO_ID_NO_VALIDO_MESSAGE,
  pagoPayloadSchema,
  pagosNoSumanMessage,
  textoSriOpcionalSchema,
  textoSriSchema,
} from '../invoicing/payload';
import { CODIGO_IVA, isIvaCodigoPorcentaje } from '../invoicing/taxes';
import { checkIdentificacionComprador } from '../sri/cedula-ruc';

/**
 * The body of `POST /api/liquidaciones-compra` (issue #41 §2, SRI-NOTES §10.3): the buyer issues the
 * liquidación de compra (03) for a seller who cannot invoice. Its figures are an invoice's, the
 * proveedor in the comprador's place, IVA its only tax.
 */
export const LIQUIDACION_PROVEEDOR_CON_RUC_MESSAGE =
  'El proveedor tiene RUC: pídale una factura. La liquidación de compra es solo para quien no puede facturar (cédula, pasaporte o identificación del exterior).';
export const LIQUIDACION_TIPO_IDENTIFICACION_MESSAGE =
  'El tipo de identificación del proveedor debe ser 05 (cédula), 06 (pasaporte) u 08 (identificación del exterior).';
export const LIQUIDACION_SIN_IDENTIFICACION_MESSAGE = 'Falta la identificación del proveedor.';
export const LIQUIDACION_SIN_RAZON_SOCIAL_MESSAGE = 'Falta el nombre o razón social del proveedor.';
export const LIQUIDACION_SIN_DIRECCION_MESSAGE = 'Falta la dirección del proveedor.';
export const LIQUIDACION_CEDULA_INVALIDA_MESSAGE = 'La cédula del proveedor no es válida: revise sus 10 dígitos.';
export const LIQUIDACION_SOLO_IVA_MESSAGE = 'La liquidación de compra solo lleva IVA (código 2).';
export const LIQUIDACION_IVA_DESCONOCIDO_MESSAGE = 'Código de IVA desconocido';
export const LIQUIDACION_SIN_PAGOS_MESSAGE = 'Indique cómo se paga al proveedor (al menos una forma de pago).';

/** Tipos a liquidación's proveedor may have: 05 cédula, 06 pasaporte, 08 identificación del exterior. */
export const TIPOS_IDENTIFICACION_PROVEEDOR_LIQUIDACION = ['05', '06', '08'] as const;

/** "NA", "N/A", "S/N", dashes or dots: a false identity, refused as a missing one (SRI-NOTES §10.3). */
const PLACEHOLDER = /^(n\/?a|s\/?n|sin datos?|ninguno|ninguna|-+|\.+)$/i;

/** A required text of the proveedor: blank or a placeholder answers `message`. */
const identityText = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => value.length > 0 && !PLACEHOLDER.test(value), { message }),
    z.maxLength(max),
    z.refine((value) => !/[\r\n]/.test(value), { message: 'El texto no puede tener saltos de línea' }),
  );

export const proveedorLiquidacionSchema = z
  .object({
    tipoIdentificacion: z.string({ error: LIQUIDACION_TIPO_IDENTIFICACION_MESSAGE }),
    identificacion: identityText(20, LIQUIDACION_SIN_IDENTIFICACION_MESSAGE),
    razonSocial: identityText(300, LIQUIDACION_SIN_RAZON_SOCIAL_MESSAGE),
    direccion: identityText(300, LIQUIDACION_SIN_DIRECCION_MESSAGE),
    email: compradorPayloadSchema.shape.emailComprador,
  })
  .check(
    z.superRefine((proveedor, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (proveedor.tipoIdentificacion === '04')
        return issue('tipoIdentificacion', LIQUIDACION_PROVEEDOR_CON_RUC_MESSAGE);
      if (!(TIPOS_IDENTIFICACION_PROVEEDOR_LIQUIDACION as readonly string[]).includes(proveedor.tipoIdentificacion)) {
        return issue('tipoIdentificacion', LIQUIDACION_TIPO_IDENTIFICACION_MESSAGE);
      }
      if (proveedor.tipoIdentificacion === '05' && proveedor.identificacion) {
        if (!checkIdentificacionComprador('05', proveedor.identificacion).valid) {
          issue('identificacion', LIQUIDACION_CEDULA_INVALIDA_MESSAGE);
        }
      }
    }),
  );
export type ProveedorLiquidacion = z.infer<typeof proveedorLiquidacionSchema>;

/** A line's one tax: IVA, with a rate of the IVA table (taxes.ts). */
export const impuestoLiquidacionSchema = z.object({
  codigo: z._default(z.literal(CODIGO_IVA, { error: LIQUIDACION_SOLO_IVA_MESSAGE }), CODIGO_IVA),
  codigoPorcentaje: z.number().check(z.refine(isIvaCodigoPorcentaje, { message: LIQUIDACION_IVA_DESCONOCIDO_MESSAGE })),
  tarifa: z.number().check(z.gte(0), z.lte(99.99)),
  baseImponible: montoPayloadSchema,
  valor: montoPayloadSchema,
});

export const detalleLiquidacionSchema = z.object({
  /** A product of the company's catalogue: an inventoried one enters the chosen warehouse. */
  producto_id: z.optional(z.nullable(z.union([z.uuid({ error: PRODUCTO_ID_NO_VALIDO_MESSAGE }), z.literal('')]))),
  codigo: textoSriOpcionalSchema(25),
  descripcion: textoSriSchema(300),
  cantidad: z.number().check(z.positive()),
  precioUnitario: z.number().check(z.gte(0)),
  descuento: z._default(montoPayloadSchema, 0),
  precioTotalSinImpuesto: montoPayloadSchema,
  impuesto: impuestoLiquidacionSchema,
});
export type DetalleLiquidacion = z.infer<typeof detalleLiquidacionSchema>;

export const liquidacionCompraRequestSchema = z
  .object({
    ambiente: ambienteSchema,
    almacen_id: z.optional(
      z.nullable(
        z.union([z.uuid({ error: ALMACEN_NO_VALIDO_MESSAGE }), z.literal('')], { error: ALMACEN_NO_VALIDO_MESSAGE }),
      ),
    ),
    proveedor: proveedorLiquidacionSchema,
    detalles: z.array(detalleLiquidacionSchema).check(z.minLength(1, NO_PRODUCTOS_MESSAGE), z.maxLength(1000)),
    pagos: z
      .array(pagoPayloadSchema, { error: LIQUIDACION_SIN_PAGOS_MESSAGE })
      .check(z.minLength(1, LIQUIDACION_SIN_PAGOS_MESSAGE), z.maxLength(20)),
    totalSinImpuestos: montoPayloadSchema,
    totalDescuento: montoPayloadSchema,
    subtotalIva: montoPayloadSchema,
    subtotalIvaCero: montoPayloadSchema,
    iva: montoPayloadSchema,
    importeTotal: montoPayloadSchema,
  })
  .check(
    z.superRefine((liquidacion, context) => {
      liquidacion.detalles.forEach((detalle, index) => {
        const nombre = detalle.codigo || detalle.descripcion;
        for (const [campo, value, name] of [
          ['cantidad', detalle.cantidad, 'la cantidad'],
          ['precioUnitario', detalle.precioUnitario, 'el precio unitario'],
        ] as const) {
          const path = ['detalles', index, campo];
          if (value >= MAX_VALOR_LINEA) {
            context.addIssue({ code: 'custom', path, message: valorLineaExcedeMessage(nombre, name) });
          } else if (!hasAtMostDecimals(value, MAX_DECIMALES_LINEA)) {
            context.addIssue({ code: 'custom', path, message: decimalesLineaMessage(nombre, name) });
          }
        }
      });
      const suma = liquidacion.pagos.reduce((total, pago) => total + toCents(pago.total), 0);
      if (suma !== toCents(liquidacion.importeTotal)) {
        context.addIssue({
          code: 'custom',
          path: ['pagos'],
          message: pagosNoSumanMessage(suma / 100, liquidacion.importeTotal),
        });
      }
    }),
  );
export type LiquidacionCompraRequest = z.infer<typeof liquidacionCompraRequestSchema>;
export type LiquidacionCompraRequestInput = z.input<typeof liquidacionCompraRequestSchema>;
