import {
  claveAccesoSchema,
  correoInvalidoMessage,
  dateFilterSchema,
  hasAtMostTwoDecimals,
  idSchema,
  invalidEmailIn,
  ivaOptionByCodigo,
  NUMERO_AUTORIZACION_PATTERN,
  NUMERO_DOCUMENTO_PATTERN,
  percentOf,
  rangoFechasCheck,
  rucSchema,
} from '@facturador/shared/domain';
import { z } from 'zod/mini';
import { docModificadoCompraSchema } from './purchase-intake';

/**
 * Supplier invoices the company bought with (issue #22 §2): the supporting documents of the
 * retenciones an agente de retención issues. Registered by clave de acceso (fetched from the SRI),
 * from the authorized XML file, or typed.
 */
export const COMPRA_ARCHIVO_CAMPO = 'archivo';
export const COMPRA_ARCHIVO_MAX_BYTES = 512 * 1024;

export const COMPRA_FALTAN_DATOS_MESSAGE =
  'Indique la clave de acceso de la factura del proveedor, adjunte su XML autorizado (campo archivo) o escriba sus datos';
export const COMPRA_ARCHIVO_GRANDE_MESSAGE = 'El archivo de la factura no puede superar 512 KB';
export const COMPRA_ARCHIVO_ILEGIBLE_MESSAGE =
  'El archivo no es el XML firmado de una factura, nota de crédito o nota de débito';
export const COMPRA_NO_ES_FACTURA_MESSAGE = 'La clave de acceso no corresponde a una factura (tipo 01)';
export const COMPRA_NO_AUTORIZADA_MESSAGE = 'La factura del proveedor no está AUTORIZADA por el SRI';
export const COMPRA_FIRMA_INVALIDA_MESSAGE = (motivo: string) =>
  `La firma electrónica de la factura no es válida: ${motivo}`;
export const COMPRA_OTRO_COMPRADOR_MESSAGE = (identificacion: string, ruc: string) =>
  `La factura está emitida a ${identificacion}, no al RUC de su empresa (${ruc})`;
export const COMPRA_PROPIA_MESSAGE =
  'La factura es de su propia empresa: registre como compra la factura de un proveedor';
export const COMPRA_DUPLICADA_MESSAGE = 'Esta factura del proveedor ya está registrada';
export const COMPRA_NO_EXISTE_MESSAGE = 'La compra no existe';
export const COMPRA_NUMERO_MESSAGE = 'El número de la factura debe tener la forma 001-001-000000123';
export const COMPRA_FECHA_MESSAGE = 'La fecha de la factura debe tener el formato AAAA-MM-DD';
export const COMPRA_FECHA_FUTURA_MESSAGE = 'La fecha de la factura no puede ser posterior a hoy';
export const COMPRA_AUTORIZACION_MESSAGE =
  'El número de autorización debe tener 10, 37 o 49 dígitos (la clave de acceso en las facturas electrónicas)';
export const COMPRA_RAZON_SOCIAL_MESSAGE = 'La razón social del proveedor es obligatoria';
export const COMPRA_BASES_MESSAGE = 'Indique al menos una base imponible con su tarifa de IVA';
export const COMPRA_TARIFA_MESSAGE = 'La tarifa de IVA de una base no es válida';
export const COMPRA_MONTO_MESSAGE = 'Los valores deben ser números no negativos con dos decimales como máximo';
export const compraIvaNoCoincideMessage = (esperado: number, recibido: number) =>
  `El IVA (${recibido.toFixed(2)}) no coincide con el de las bases (${esperado.toFixed(2)})`;

/**
 * The supplier's e-mail on a purchase (issue #37 §2): where the retención is sent. Not the invoice's
 * infoAdicional (it holds the buyer's own address); remembered per supplier RUC. Empty, or real
 * addresses separated by commas.
 */
export const COMPRA_CORREO_LARGO_MESSAGE = 'El correo del proveedor admite como máximo 300 caracteres';
export const COMPRA_CORREO_PROPIO_MESSAGE =
  'El correo del proveedor no puede ser uno de su propia empresa: escriba el del proveedor, que es quien recibe la retención';
export const proveedorEmailSchema = z.string({ error: COMPRA_CORREO_LARGO_MESSAGE }).check(
  z.trim(),
  z.maxLength(300, { error: COMPRA_CORREO_LARGO_MESSAGE }),
  z.superRefine((value: string, context) => {
    const invalid = invalidEmailIn(value);
    if (invalid !== null) context.addIssue({ code: 'custom', message: correoInvalidoMessage(invalid) });
  }),
);

/** `PATCH /api/compras/{id}`: what can change on a registered purchase. */
export const actualizarCompraSchema = z.object({ proveedorEmail: proveedorEmailSchema });
export type ActualizarCompra = z.infer<typeof actualizarCompraSchema>;

/** `GET /api/compras/proveedores/{ruc}`: the e-mail remembered for a supplier ('' when none). */
export const correoProveedorSchema = z.object({ identificacion: z.string(), email: z.string() });
export type CorreoProveedor = z.infer<typeof correoProveedorSchema>;

/**
 * A typed purchase whose authorization is a clave de acceso is checked against the document the
 * SRI authorized (issue #37 §7): the key's own RUC, number and date, then each base and the IVA.
 */
export const compraClaveOtroProveedorMessage = (rucClave: string, ruc: string) =>
  `La clave de acceso es de una factura del RUC ${rucClave}, no del proveedor ${ruc}`;
export const compraClaveOtroNumeroMessage = (numeroClave: string, numero: string) =>
  `La clave de acceso es de la factura ${numeroClave}, no de la ${numero}`;
export const compraClaveOtraFechaMessage = (fechaClave: string, fecha: string) =>
  `La clave de acceso es de una factura del ${fechaClave}, no del ${fecha}`;
export const compraBaseSuperaAutorizadaMessage = (tarifa: string, base: number, autorizada: number) =>
  `La base imponible con ${tarifa} ($${base.toFixed(2)}) supera la de la factura autorizada en el SRI ($${autorizada.toFixed(2)})`;
export const compraIvaSuperaAutorizadaMessage = (iva: number, autorizado: number) =>
  `El IVA ($${iva.toFixed(2)}) supera el de la factura autorizada en el SRI ($${autorizado.toFixed(2)})`;
export const COMPRA_YA_VERIFICADA_MESSAGE = 'La compra ya está verificada con la factura autorizada del SRI';
export const COMPRA_SIN_CLAVE_MESSAGE =
  'La compra tiene una autorización física (10 o 37 dígitos): no hay factura electrónica que verificar';
/** What the screen says of a purchase the SRI could not confirm. */
export const COMPRA_SIN_VERIFICAR_TEXTO =
  'Sin verificar: el SRI no respondió al registrarla; sus valores no se compararon con la factura autorizada';

const monto = z
  .number({ error: COMPRA_MONTO_MESSAGE })
  .check(z.gte(0, { error: COMPRA_MONTO_MESSAGE }), z.refine(hasAtMostTwoDecimals, { error: COMPRA_MONTO_MESSAGE }));

/** `POST /api/compras` as JSON: by clave de acceso (optionally with the supplier's e-mail), or typed. */
export const registrarCompraClaveSchema = z.object({ claveAcceso: claveAccesoSchema });
export const proveedorEmailOpcionalSchema = z.object({ proveedorEmail: z.optional(proveedorEmailSchema) });

export const registrarCompraManualSchema = z.object({
  proveedorRuc: rucSchema,
  proveedorRazonSocial: z
    .string({ error: COMPRA_RAZON_SOCIAL_MESSAGE })
    .check(z.trim(), z.minLength(1, { error: COMPRA_RAZON_SOCIAL_MESSAGE }), z.maxLength(300)),
  proveedorDireccion: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  proveedorEmail: z.optional(proveedorEmailSchema),
  numero: z
    .string({ error: COMPRA_NUMERO_MESSAGE })
    .check(z.trim(), z.regex(NUMERO_DOCUMENTO_PATTERN, { error: COMPRA_NUMERO_MESSAGE })),
  fechaEmision: z
    .string({ error: COMPRA_FECHA_MESSAGE })
    .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: COMPRA_FECHA_MESSAGE })),
  numeroAutorizacion: z
    .string({ error: COMPRA_AUTORIZACION_MESSAGE })
    .check(z.trim(), z.regex(NUMERO_AUTORIZACION_PATTERN, { error: COMPRA_AUTORIZACION_MESSAGE })),
  bases: z
    .array(
      z.object({
        codigoPorcentaje: z
          .number({ error: COMPRA_TARIFA_MESSAGE })
          .check(z.refine((value) => ivaOptionByCodigo(value) !== undefined, { error: COMPRA_TARIFA_MESSAGE })),
        baseImponible: monto,
      }),
      { error: COMPRA_BASES_MESSAGE },
    )
    .check(z.minLength(1, { error: COMPRA_BASES_MESSAGE }), z.maxLength(10)),
  iva: monto,
});
export type RegistrarCompraManual = z.infer<typeof registrarCompraManualSchema>;

export const compraBaseSchema = z.object({
  codigoPorcentaje: z.number(),
  tarifa: z.number(),
  baseImponible: z.number(),
  valor: z.number(),
});
export type CompraBase = z.infer<typeof compraBaseSchema>;

/** IVA of a base at its rate, to the cent. */
export function ivaDeBase(codigoPorcentaje: number, baseImponible: number): number {
  const tarifa = ivaOptionByCodigo(codigoPorcentaje)?.tarifa ?? 0;
  return percentOf(baseImponible, tarifa);
}

/** Days from the supplier's invoice (`aaaa-mm-dd`) to the retención (`aaaa-mm-dd`). */
export function diasDesdeFactura(fechaFactura: string, fechaRetencion: string): number {
  return Math.round((Date.parse(`${fechaRetencion}T00:00:00Z`) - Date.parse(`${fechaFactura}T00:00:00Z`)) / 86_400_000);
}

/** The retención is due within 5 days of the supplier's invoice (SRI-NOTES §9). */
export const PLAZO_RETENCION_DIAS = 5;
export const retencionFueraDePlazoMessage = (dias: number) =>
  `La retención se emite ${dias} días después de la factura del proveedor; el plazo es de ${PLAZO_RETENCION_DIAS} días`;

/** The warning for a retención issued on `hoy` (aaaa-mm-dd) for an invoice of `fechaFactura`, or null. */
export function advertenciaPlazoRetencion(fechaFactura: string, hoy: string): string | null {
  const dias = diasDesdeFactura(fechaFactura, hoy);
  return dias > PLAZO_RETENCION_DIAS ? retencionFueraDePlazoMessage(dias) : null;
}

export const compraRetencionSchema = z.object({
  claveAcceso: z.string(),
  numero: z.string(),
  estado: z.string(),
});

export const compraSchema = z.object({
  id: idSchema,
  /** `liquidacion`: a liquidación de compra the company issued (issue #41 §2). */
  origen: z.enum(['clave', 'archivo', 'manual', 'liquidacion']),
  claveAcceso: z.nullable(z.string()),
  /** 01 factura, 03 liquidación de compra, 04 nota de crédito, 05 nota de débito (issue #42 §1). */
  codDoc: z.string(),
  numero: z.string(),
  /** aaaa-mm-dd */
  fechaEmision: z.string(),
  numeroAutorizacion: z.string(),
  /** The document a nota de crédito or de débito modifies; null for the others. */
  docModificado: z.nullable(docModificadoCompraSchema),
  proveedor: z.object({
    tipoIdentificacion: z.string(),
    identificacion: z.string(),
    razonSocial: z.string(),
    direccion: z.string(),
    email: z.string(),
  }),
  totalSinImpuestos: z.number(),
  bases: z.array(compraBaseSchema),
  iva: z.number(),
  /** ICE of the document (codigo 3 of its taxes); 0 when none. */
  montoIce: z.number(),
  importeTotal: z.number(),
  /**
   * true: its figures are the SRI's authorized document's or were checked against it; false: typed with a
   * clave de acceso the SRI could not be asked about («sin verificar»); null: a physical authorization (10/37
   * digits), no electronic document to check.
   */
  verificada: z.nullable(z.boolean()),
  creadoEn: z.string(),
  /** The state of the company's own liquidación de compra (origen `liquidacion`); null for a supplier's document. */
  estadoLiquidacion: z.nullable(z.string()),
  retenciones: z.array(compraRetencionSchema),
});
export type Compra = z.infer<typeof compraSchema>;

/**
 * `GET /api/compras` filters (issue #42 §1): a period of fechaEmision, and a supplier by its RUC or cédula
 * (exact) or by part of its razón social.
 */
export const COMPRAS_PROVEEDOR_FILTRO_MESSAGE = 'El proveedor a buscar admite como máximo 300 caracteres';
export const comprasQuerySchema = z
  .object({
    desde: dateFilterSchema('desde'),
    hasta: dateFilterSchema('hasta'),
    proveedor: z.optional(z.string().check(z.trim(), z.maxLength(300, { error: COMPRAS_PROVEEDOR_FILTRO_MESSAGE }))),
  })
  .check(rangoFechasCheck());
export type ComprasQuery = z.infer<typeof comprasQuerySchema>;

export const comprasResponseSchema = z.object({ compras: z.array(compraSchema) });
