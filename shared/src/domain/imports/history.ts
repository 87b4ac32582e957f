import { z } from 'zod/mini';

/**
 * Bringing the history a merchant issued elsewhere (the SRI's free Facturador or any other system): its
 * authorized XMLs become imported documents (never re-sent nor re-signed, the original XML kept byte for
 * byte), its buyers customers, its lines' codes products, and the numbering continues after the last one.
 * `POST /api/importaciones/documentos` starts an import in the background; `GET /api/importaciones/{id}`
 * follows it; `POST …/confirmar` applies the numbering, customers, products and receivables; `DELETE` undoes it.
 */

/** The multipart field of the upload (one or more authorized XMLs, or ZIPs of them). */
export const IMPORTACION_DOCUMENTOS_CAMPO = 'archivo';
/** Largest upload: a ZIP of 5,000 authorized XMLs compresses to about 15 MB. */
export const IMPORTACION_DOCUMENTOS_MAX_BYTES = 64 * 1024 * 1024;
/** Most documents one import takes (files plus ZIP entries, counted from the central directory before inflating). */
export const IMPORTACION_DOCUMENTOS_MAX = 10_000;
/** Most bytes the entries of one upload may inflate to, all together. */
export const IMPORTACION_DESCOMPRIMIDO_MAX_BYTES = 512 * 1024 * 1024;
/** Largest single XML. */
export const IMPORTACION_XML_MAX_BYTES = 512 * 1024;
/** Most claves de acceso one import fetches from the SRI. */
export const IMPORTACION_CLAVES_MAX = 5_000;

export const IMPORTACION_SIN_DOCUMENTOS_MESSAGE =
  'Adjunte los XML autorizados que emitió (o un ZIP con ellos) en el campo archivo, o envíe sus claves de acceso en clavesAcceso';
export const IMPORTACION_GRANDE_MESSAGE = 'Los archivos juntos no pueden superar 64 MB; súbalos en varias partes';
export const IMPORTACION_DEMASIADOS_MESSAGE = `Se aceptan como máximo ${IMPORTACION_DOCUMENTOS_MAX.toLocaleString('es-EC')} comprobantes por importación; súbalos en varias partes`;
export const IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE =
  'Los ZIP superan el máximo de 512 MB sin comprimir; divídalos en varias importaciones';
export const IMPORTACION_CLAVES_DEMASIADAS_MESSAGE = `Se aceptan como máximo ${IMPORTACION_CLAVES_MAX.toLocaleString('es-EC')} claves de acceso por importación`;
export const IMPORTACION_NO_EXISTE_MESSAGE = 'La importación no existe';
export const IMPORTACION_EN_CURSO_MESSAGE = 'La importación todavía se está procesando; espere a que termine';
export const IMPORTACION_YA_CONFIRMADA_MESSAGE = 'La importación ya está confirmada';
export const IMPORTACION_SIN_IMPORTADOS_MESSAGE = 'La importación no trajo ningún comprobante que confirmar';
export const importacionConDependientesMessage = (numero: string) =>
  `No se puede deshacer la importación: el comprobante ${numero} emitido aquí depende de un documento importado`;
export const importacionConCobrosMessage = (numero: string) =>
  `No se puede deshacer la importación: la factura importada ${numero} tiene cobros registrados`;
export const importacionEmitidosDespuesMessage = (numero: string) =>
  `No se puede deshacer la importación: ya emitió aquí el comprobante ${numero} con la numeración que continúa la importada`;
export const secuencialImportadoMenorMessage = (punto: string, ultimo: string) =>
  `El siguiente secuencial de ${punto} debe ser mayor que ${ultimo}, el último ya usado`;

/** What became of each file or ZIP entry (or clave de acceso). */
export const ESTADOS_ARCHIVO_IMPORTADO = ['importado', 'duplicado', 'rechazado'] as const;
export type EstadoArchivoImportado = (typeof ESTADOS_ARCHIVO_IMPORTADO)[number];

/** Per-file reasons, in Spanish, as the results table shows them. */
/** `nombre`: the document type's name (nombreDocumentoEmitido): «Importado: factura 001-001-000000312». */
export const importadoMessage = (nombre: string, numero: string) => `Importado: ${nombre} ${numero}`;
export const IMPORTADO_DUPLICADO_MESSAGE = 'Ya estaba importado o emitido aquí (misma clave de acceso): se omitió';
export const importadoOtroRucMessage = (ruc: string, rucEmpresa: string) =>
  `El comprobante es del RUC ${ruc}, no del de su empresa (${rucEmpresa})`;
export const IMPORTADO_NO_AUTORIZADO_MESSAGE = 'El comprobante no está AUTORIZADO por el SRI';
export const IMPORTADO_SIN_AUTORIZACION_MESSAGE =
  'El archivo no trae la autorización del SRI: descargue el XML autorizado (con su número y fecha de autorización)';
export const importadoFirmaInvalidaMessage = (motivo: string) => `La firma electrónica no es válida: ${motivo}`;
export const IMPORTADO_ILEGIBLE_MESSAGE = 'El archivo no es un comprobante electrónico del SRI legible (XML)';
export const IMPORTADO_TIPO_MESSAGE =
  'El tipo de comprobante no se puede importar (se importan facturas, notas de crédito y de débito, retenciones, guías de remisión y liquidaciones de compra)';
export const IMPORTADO_GRANDE_MESSAGE = 'El XML supera el máximo de 512 KB';
export const importadoZipIlegibleMessage = (archivo: string) => `El ZIP ${archivo} está dañado o no es un ZIP`;

export const ESTADOS_IMPORTACION = ['procesando', 'lista', 'confirmada'] as const;
export type EstadoImportacion = (typeof ESTADOS_IMPORTACION)[number];

export const resultadoImportadoSchema = z.object({
  /** The file's name; a ZIP entry as `historial.zip/carpeta/factura.xml`; a clave as itself. */
  archivo: z.string(),
  estado: z.enum(ESTADOS_ARCHIVO_IMPORTADO),
  mensaje: z.string(),
  claveAcceso: z.optional(z.string()),
  /** 001-001-000000123 */
  numero: z.optional(z.string()),
  codDoc: z.optional(z.string()),
});
export type ResultadoImportado = z.infer<typeof resultadoImportadoSchema>;

export const resumenImportacionSchema = z.object({
  importados: z.number(),
  duplicados: z.number(),
  rechazados: z.number(),
});
export type ResumenImportacion = z.infer<typeof resumenImportacionSchema>;

/** The next secuencial proposed for a punto de emisión and document type, after the highest imported one. */
export const secuencialPropuestoSchema = z.object({
  estab: z.string(),
  ptoEmi: z.string(),
  codDoc: z.string(),
  ambiente: z.number(),
  /** The highest imported secuencial (9 digits). */
  ultimoImportado: z.string(),
  /** The last one used here before the import (0 when none). */
  ultimoAqui: z.number(),
  /** What the merchant confirms (may raise it, never below ultimoImportado + 1 or ultimoAqui + 1). */
  siguiente: z.number(),
  /** False when the establishment or punto de emisión does not exist here yet: confirming creates it. */
  existe: z.boolean(),
});
export type SecuencialPropuesto = z.infer<typeof secuencialPropuestoSchema>;

/** A buyer of the imported documents (the latest document's data wins). */
export const clientePropuestoSchema = z.object({
  tipoIdentificacion: z.string(),
  identificacion: z.string(),
  razonSocial: z.string(),
  direccion: z.string(),
  email: z.string(),
  /** Already a customer here: confirming leaves it as it is. */
  existe: z.boolean(),
});
export type ClientePropuesto = z.infer<typeof clientePropuestoSchema>;

/** A line code of the imported documents (the latest document's description and price win). */
export const productoPropuestoSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  precio: z.number(),
  /** IVA codigoPorcentaje of its last line (4 = 15 %, 0 = 0 %, …). */
  codigoIva: z.number(),
  existe: z.boolean(),
});
export type ProductoPropuesto = z.infer<typeof productoPropuestoSchema>;

/** An imported invoice sold on credit (a pago with plazo): it may be marked pending so receivables start right. */
export const porCobrarPropuestoSchema = z.object({
  claveAcceso: z.string(),
  numero: z.string(),
  /** aaaa-mm-dd */
  fechaEmision: z.string(),
  comprador: z.string(),
  total: z.number(),
  plazo: z.number(),
  unidadTiempo: z.string(),
});
export type PorCobrarPropuesto = z.infer<typeof porCobrarPropuestoSchema>;

export const propuestaImportacionSchema = z.object({
  secuenciales: z.array(secuencialPropuestoSchema),
  clientes: z.array(clientePropuestoSchema),
  productos: z.array(productoPropuestoSchema),
  porCobrar: z.array(porCobrarPropuestoSchema),
});
export type PropuestaImportacion = z.infer<typeof propuestaImportacionSchema>;

/** What confirming did. */
export const confirmacionImportacionSchema = z.object({
  documentos: z.number(),
  clientes: z.number(),
  productos: z.number(),
  porCobrar: z.number(),
  /** The first number issued here, per punto and type: 001-001-000000313. */
  continuaEn: z.array(z.object({ codDoc: z.string(), numero: z.string() })),
  /** «312 documentos importados, 45 clientes, 60 productos, continúa en 001-001-000000313» */
  mensaje: z.string(),
});
export type ConfirmacionImportacion = z.infer<typeof confirmacionImportacionSchema>;

export const importacionHistorialSchema = z.object({
  id: z.string(),
  estado: z.enum(ESTADOS_IMPORTACION),
  /** ISO instant. */
  creada: z.string(),
  /** Files, ZIP entries or claves, counted before processing. */
  total: z.number(),
  procesados: z.number(),
  resumen: resumenImportacionSchema,
  resultados: z.array(resultadoImportadoSchema),
  /** Once `lista` (and kept after confirming). */
  propuesta: z.nullable(propuestaImportacionSchema),
  confirmacion: z.nullable(confirmacionImportacionSchema),
});
export type ImportacionHistorial = z.infer<typeof importacionHistorialSchema>;

export const importacionesHistorialResponseSchema = z.object({
  importaciones: z.array(z.omit(importacionHistorialSchema, { resultados: true, propuesta: true })),
});
export type ImportacionesHistorialResponse = z.infer<typeof importacionesHistorialResponseSchema>;

/** `POST /api/importaciones/documentos` as JSON: claves de acceso to fetch from the SRI's authorization service. */
export const importarClavesSchema = z.object({
  clavesAcceso: z
    .array(z.string().check(z.regex(/^\d{49}$/, 'Cada clave de acceso debe tener 49 dígitos')))
    .check(
      z.minLength(1, IMPORTACION_SIN_DOCUMENTOS_MESSAGE),
      z.maxLength(IMPORTACION_CLAVES_MAX, IMPORTACION_CLAVES_DEMASIADAS_MESSAGE),
    ),
});

/** `POST /api/importaciones/{id}/confirmar`: every field optional (default: as proposed, no invoice pending). */
export const confirmarImportacionSchema = z.object({
  secuenciales: z.optional(
    z.array(
      z.object({
        estab: z.string(),
        ptoEmi: z.string(),
        codDoc: z.string(),
        ambiente: z.number(),
        siguiente: z.number().check(z.int(), z.positive(), z.maximum(999_999_999)),
      }),
    ),
  ),
  /** Identifications of the proposed customers to save (default: every new one). */
  clientes: z.optional(z.array(z.string())),
  /** Codes of the proposed products to save (default: every new one). */
  productos: z.optional(z.array(z.string())),
  /** Claves of the imported credit invoices still unpaid (default: none). */
  porCobrar: z.optional(z.array(z.string())),
});
export type ConfirmarImportacion = z.infer<typeof confirmarImportacionSchema>;

export const deshacerImportacionResponseSchema = z.object({
  id: z.string(),
  /** Imported documents removed. */
  documentos: z.number(),
});

/** The import's closing line, as the wizard's summary shows it. */
export function resumenConfirmacionTexto(c: Omit<ConfirmacionImportacion, 'mensaje'>): string {
  const plural = (n: number, uno: string, varios: string) => `${n.toLocaleString('es-EC')} ${n === 1 ? uno : varios}`;
  const partes = [
    plural(c.documentos, 'documento importado', 'documentos importados'),
    plural(c.clientes, 'cliente', 'clientes'),
    plural(c.productos, 'producto', 'productos'),
  ];
  const factura = c.continuaEn.find((numero) => numero.codDoc === '01') ?? c.continuaEn[0];
  return factura ? `${partes.join(', ')}, continúa en ${factura.numero}` : partes.join(', ');
}

/** The progress bar's text. */
export const progresoImportacionTexto = (procesados: number, total: number) =>
  `Importando: ${procesados.toLocaleString('es-EC')} de ${total.toLocaleString('es-EC')} comprobantes`;
