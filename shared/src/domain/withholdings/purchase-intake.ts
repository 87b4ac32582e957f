import { MAX_BYTES_IMPORTACION } from '@facturador/shared/domain/imports';
import { z } from 'zod/mini';

/**
 * Issue #42 §1: every document a supplier issues to the company is a purchase: facturas (01), notas de
 * crédito (04) and notas de débito (05) received, registered by clave de acceso, by XML file, by several
 * files or a ZIP at once, or by the SRI's «Comprobantes electrónicos recibidos» report.
 */
export const COD_DOC_COMPRA_RECIBIDA = ['01', '04', '05'] as const;
export type CodDocCompraRecibida = (typeof COD_DOC_COMPRA_RECIBIDA)[number];

export const esCodDocCompraRecibida = (codDoc: string): codDoc is CodDocCompraRecibida =>
  (COD_DOC_COMPRA_RECIBIDA as readonly string[]).includes(codDoc);

/** What each received document is called in a message («la factura», «la nota de crédito»). */
export const NOMBRE_DOCUMENTO_COMPRA: Record<CodDocCompraRecibida, string> = {
  '01': 'factura',
  '04': 'nota de crédito',
  '05': 'nota de débito',
};

const nombre = (codDoc: string) => NOMBRE_DOCUMENTO_COMPRA[codDoc as CodDocCompraRecibida] ?? 'factura';
const mayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

export const COMPRA_CLAVE_OTRO_TIPO_MESSAGE =
  'La clave de acceso no corresponde a una factura, nota de crédito o nota de débito (tipo 01, 04 o 05)';
export const compraRecibidaNoAutorizadaMessage = (codDoc: string) =>
  `${mayuscula(`la ${nombre(codDoc)}`)} del proveedor no está AUTORIZADA por el SRI`;
export const compraRecibidaFirmaInvalidaMessage = (codDoc: string, motivo: string) =>
  `La firma electrónica de la ${nombre(codDoc)} no es válida: ${motivo}`;
export const compraRecibidaOtroCompradorMessage = (codDoc: string, identificacion: string, ruc: string) =>
  `La ${nombre(codDoc)} está emitida a ${identificacion}, no al RUC de su empresa (${ruc})`;
export const compraRecibidaPropiaMessage = (codDoc: string) =>
  `La ${nombre(codDoc)} es de su propia empresa: registre como compra la ${nombre(codDoc)} de un proveedor`;
export const compraRecibidaDuplicadaMessage = (codDoc: string) =>
  `Esta ${nombre(codDoc)} del proveedor ya está registrada`;
export const compraRecibidaRegistradaMessage = (codDoc: string, numero: string, proveedor: string) =>
  `${mayuscula(nombre(codDoc))} ${numero} de ${proveedor} registrada`;
export const COMPRA_NOTA_SIN_DOC_MODIFICADO_MESSAGE =
  'La nota no indica el comprobante que modifica (codDocModificado, numDocModificado y su fecha)';
export const COMPRA_NOTA_CREDITO_SIN_RETENCION_MESSAGE =
  'Una nota de crédito recibida no sustenta una retención: emítala sobre la factura que la nota modifica';

/** `POST /api/compras/archivos`: several authorized XMLs and/or ZIPs of them in one multipart form. */
export const COMPRAS_LOTE_MAX_BYTES = MAX_BYTES_IMPORTACION;
/** Files plus ZIP entries of one upload, counted (the ZIPs' from their central directory) before inflating. */
export const COMPRAS_LOTE_MAX_ARCHIVOS = 1_000;
export const COMPRAS_LOTE_SIN_ARCHIVOS_MESSAGE =
  'Adjunte los XML autorizados de sus proveedores, o un ZIP con ellos, en el campo archivos';
export const COMPRAS_LOTE_GRANDE_MESSAGE = 'Los archivos juntos no pueden superar 10 MB; súbalos en varias partes';
export const COMPRAS_LOTE_DEMASIADOS_MESSAGE = `Se aceptan como máximo ${COMPRAS_LOTE_MAX_ARCHIVOS.toLocaleString('es-EC')} comprobantes por envío (archivos y entradas de los ZIP); súbalos en varias partes`;
export const COMPRAS_LOTE_ZIP_ILEGIBLE_MESSAGE = (archivo: string) => `El ZIP ${archivo} está dañado o no es un ZIP`;
export const COMPRAS_LOTE_ZIP_GRANDE_MESSAGE = (archivo: string) =>
  `El ZIP ${archivo} supera el máximo de 32 MB sin comprimir; divídalo en varios archivos`;
export const COMPRAS_LOTE_ENTRADA_GRANDE_MESSAGE = 'El XML supera el máximo de 512 KB';

/** `POST /api/compras/recibidos`: the TXT/CSV report SRI en línea gives of the documents received. */
export const COMPRAS_RECIBIDOS_CAMPO = 'archivo';
export const COMPRAS_RECIBIDOS_MAX_BYTES = MAX_BYTES_IMPORTACION;
export const COMPRAS_RECIBIDOS_MAX_CLAVES = 5_000;
export const COMPRAS_RECIBIDOS_FALTA_MESSAGE =
  'Adjunte el reporte «Comprobantes electrónicos recibidos» del SRI (TXT o CSV) en el campo archivo';
export const COMPRAS_RECIBIDOS_GRANDE_MESSAGE = 'El reporte no puede superar 10 MB; divídalo en varios archivos';
export const COMPRAS_RECIBIDOS_SIN_CLAVES_MESSAGE =
  'El reporte no trae claves de acceso: descargue de SRI en línea el reporte «Comprobantes electrónicos recibidos» en TXT';
export const COMPRAS_RECIBIDOS_DEMASIADAS_MESSAGE = `El reporte tiene más de ${COMPRAS_RECIBIDOS_MAX_CLAVES.toLocaleString('es-EC')} claves de acceso; divídalo en varios archivos`;
export const COMPRAS_RECIBIDOS_LINEA_SIN_CLAVE_MESSAGE = 'La línea no trae una clave de acceso de 49 dígitos';
export const compraRecibidaRepetidaMessage = (linea: number) =>
  `La clave de acceso ya aparece en la línea ${linea} del reporte`;

export const ESTADOS_INGRESO_COMPRA = ['registrada', 'duplicada', 'rechazada'] as const;
export type EstadoIngresoCompra = (typeof ESTADOS_INGRESO_COMPRA)[number];

/** One file or ZIP entry of `POST /api/compras/archivos`. */
export const resultadoArchivoCompraSchema = z.object({
  /** The file's name; a ZIP entry as `lote.zip/carpeta/factura.xml`. */
  archivo: z.string(),
  estado: z.enum(ESTADOS_INGRESO_COMPRA),
  mensaje: z.string(),
  compraId: z.optional(z.string()),
});
export type ResultadoArchivoCompra = z.infer<typeof resultadoArchivoCompraSchema>;

/** One line of the «recibidos» report with a clave de acceso (or a non-empty line without one). */
export const resultadoRecibidoSchema = z.object({
  linea: z.number(),
  /** '' when the line has none. */
  claveAcceso: z.string(),
  estado: z.enum(ESTADOS_INGRESO_COMPRA),
  mensaje: z.string(),
  compraId: z.optional(z.string()),
});
export type ResultadoRecibido = z.infer<typeof resultadoRecibidoSchema>;

export const resumenIngresoSchema = z.object({
  registradas: z.number(),
  duplicadas: z.number(),
  rechazadas: z.number(),
});
export type ResumenIngreso = z.infer<typeof resumenIngresoSchema>;

export const ingresoArchivosResponseSchema = z.object({
  resultados: z.array(resultadoArchivoCompraSchema),
  resumen: resumenIngresoSchema,
});
export type IngresoArchivosResponse = z.infer<typeof ingresoArchivosResponseSchema>;

export const ingresoRecibidosResponseSchema = z.object({
  resultados: z.array(resultadoRecibidoSchema),
  resumen: resumenIngresoSchema,
});
export type IngresoRecibidosResponse = z.infer<typeof ingresoRecibidosResponseSchema>;

/**
 * The report's progress (issue #42 §1): asked with `Accept: application/x-ndjson`, POST /api/compras/recibidos
 * answers one JSON object per line as the claves are fetched — `{progreso: {hechas, total}}` — and ends with
 * the same `{resultados, resumen}` as the plain answer, or `{error: {message}}` if it could not finish.
 */
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';
export const progresoRecibidosSchema = z.object({ hechas: z.number(), total: z.number() });
export type ProgresoRecibidos = z.infer<typeof progresoRecibidosSchema>;
export const eventoRecibidosSchema = z.union([
  z.object({ progreso: progresoRecibidosSchema }),
  ingresoRecibidosResponseSchema,
  z.object({ error: z.object({ message: z.string() }) }),
]);
export type EventoRecibidos = z.infer<typeof eventoRecibidosSchema>;
export const progresoRecibidosTexto = ({ hechas, total }: ProgresoRecibidos) =>
  `Registrando el reporte: ${hechas.toLocaleString('es-EC')} de ${total.toLocaleString('es-EC')} líneas`;
export const COMPRAS_RECIBIDOS_INTERRUMPIDO_MESSAGE =
  'El registro del reporte se interrumpió; vuelva a subirlo: lo ya registrado aparecerá como «Ya registrada»';

export function resumenIngreso(resultados: readonly { estado: EstadoIngresoCompra }[]): ResumenIngreso {
  const count = (estado: EstadoIngresoCompra) => resultados.filter((r) => r.estado === estado).length;
  return { registradas: count('registrada'), duplicadas: count('duplicada'), rechazadas: count('rechazada') };
}

/** The summary line over the results table. */
export const resumenIngresoTexto = (resumen: ResumenIngreso) =>
  `${resumen.registradas} registradas, ${resumen.duplicadas} ya registradas, ${resumen.rechazadas} rechazadas`;

/** The document a received nota de crédito or de débito modifies, and the purchase it is, if registered. */
export const docModificadoCompraSchema = z.object({
  codDoc: z.string(),
  /** 001-001-000000123 */
  numero: z.string(),
  /** aaaa-mm-dd */
  fechaEmision: z.string(),
  /** The registered purchase of that document (same supplier), if any: its authorization is the ATS's autModificado. */
  compraId: z.nullable(z.string()),
  numeroAutorizacion: z.nullable(z.string()),
});
export type DocModificadoCompra = z.infer<typeof docModificadoCompraSchema>;
