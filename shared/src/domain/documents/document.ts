import { COD_DOC, dateFilterSchema, optionalFilterSchema, sriMensajeSchema } from '@facturador/shared/domain';
import { FORMATO_EXPORTACION_MESSAGE, FORMATOS_EXPORTACION } from '@facturador/shared/domain/reports';
import { guiaDeDocumentoSchema } from '@facturador/shared/domain/waybills';
import { retencionDeFacturaSchema } from '@facturador/shared/domain/withholdings';
import { z } from 'zod/mini';
import { anulacionDeDocumentoSchema } from '../emission/annulment-acceptance';
import { atencionSchema } from './attention';
import { entregaCorreoSchema } from './mail-delivery';
import { ESTADOS_DOCUMENTO, type EstadoDocumento, PENDIENTE_DE_ACEPTACION } from './states';
import { envioWhatsappSchema } from './whatsapp';

/** A document's currency unless it says otherwise (spec 02 §2). */
export const MONEDA_DEFAULT = 'USD';

export const SIN_COMPROBANTES_MESSAGE = 'No se encontraron comprobantes';
export const LISTA_COMPROBANTES_ERROR_MESSAGE =
  'No es posible realizar la solicitud en este momento. Inténtelo nuevamente más tarde.';

/** Spec 02 §4: which card actions each state allows. */
export const puedeActualizarEstado = (estado: EstadoDocumento) => estado === 'POR AUTORIZAR' || estado === 'RECIBIDA';
export const puedeReenviar = (estado: EstadoDocumento) => estado === 'NO RECIBIDA';
/** A document whose annulment waits for its receiver is still valid: its RIDE downloads. */
export const puedeDescargar = (estado: EstadoDocumento) =>
  estado === 'AUTORIZADA' || estado === PENDIENTE_DE_ACEPTACION;
export const puedeEmitirNotaCredito = (tipo: string, estado: EstadoDocumento) =>
  tipo === '01' && estado === 'AUTORIZADA';
/** Issue 40: a nota de débito charges after an AUTORIZADA factura too (SRI-NOTES §10.1). */
export const puedeEmitirNotaDebito = puedeEmitirNotaCredito;
/** Issue 41: the goods of an AUTORIZADA factura travel with a guía de remisión (SRI-NOTES §10.2). */
export const puedeEmitirGuiaRemision = puedeEmitirNotaCredito;
/** Issue 44: an AUTORIZADA document goes to its buyer on WhatsApp with its public RIDE link. */
export const puedeEnviarWhatsapp = (estado: EstadoDocumento) => estado === 'AUTORIZADA';

const ATENCION_FILTRO_MESSAGE = 'El filtro atencion debe ser true o false';
/** The document types the company issues, for Mis Comprobantes' filter by type. */
export const TIPOS_COMPROBANTE_FILTRO = Object.values(COD_DOC);
export const TIPO_COMPROBANTE_FILTRO_MESSAGE = `El tipo de comprobante debe ser uno de: ${TIPOS_COMPROBANTE_FILTRO.join(', ')}`;
const LIMITE_MESSAGE = 'El límite debe ser un número entero entre 1 y 200';

/** GET /api/facturas query (spec 02 §7) plus paging. */
export const documentListQuerySchema = z.object({
  /** Cédula/RUC of the buyer, or the secuencial (e.g. 123, 000000123 or 001-001-000000123). */
  filtro: optionalFilterSchema,
  fecha_inicio: dateFilterSchema('de inicio'),
  fecha_fin: dateFilterSchema('de fin'),
  limite: z._default(
    z.coerce
      .number({ error: LIMITE_MESSAGE })
      .check(
        z.int({ error: LIMITE_MESSAGE }),
        z.gte(1, { error: LIMITE_MESSAGE }),
        z.lte(200, { error: LIMITE_MESSAGE }),
      ),
    50,
  ),
  /** Opaque cursor from `siguienteCursor` of the previous page. */
  cursor: optionalFilterSchema,
  /** Only documents of one type (codDoc: '01' factura, '04' nota de crédito, '05' nota de débito…). */
  tipo: z.optional(z.enum(TIPOS_COMPROBANTE_FILTRO, { error: TIPO_COMPROBANTE_FILTRO_MESSAGE })),
  /** `true`: only the documents flagged for attention (issue #11). */
  atencion: z.pipe(
    z.optional(z.enum(['true', 'false'], { error: ATENCION_FILTRO_MESSAGE })),
    z.transform((value: 'true' | 'false' | undefined) => (value === 'true' ? true : undefined)),
  ),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** `GET /api/facturas/exportar`: the filters of GET /api/facturas, without paging. */
export const documentExportQuerySchema = z.extend(
  z.pick(documentListQuerySchema, { filtro: true, fecha_inicio: true, fecha_fin: true, tipo: true, atencion: true }),
  { formato: z.enum(FORMATOS_EXPORTACION, { error: FORMATO_EXPORTACION_MESSAGE }) },
);
export type DocumentExportQuery = z.infer<typeof documentExportQuerySchema>;

/** A card of "Mis Comprobantes" (spec 02 §3), plus the number parts read from the access key. */
export const documentSummarySchema = z.object({
  _id: z.string(),
  claveAcceso: z.string(),
  estado: z.enum(ESTADOS_DOCUMENTO),
  /** ISO 8601 instant of emission. */
  fecha: z.string(),
  tipoComprobante: z.string(),
  ambiente: z.number(),
  estab: z.string(),
  ptoEmi: z.string(),
  secuencial: z.string(),
  numeroAutorizacion: z.nullable(z.string()),
  fechaAutorizacion: z.nullable(z.string()),
  contenido: z.object({
    moneda: z.string(),
    importeTotal: z.number(),
    comprador: z.object({
      razonSocialComprador: z.string(),
      identificacionComprador: z.string(),
      direccionComprador: z.string(),
    }),
  }),
  /** SRI's messages of the last reception or authorization answer, as SRI sent them (issue #11). */
  mensajesSri: z.array(sriMensajeSchema),
  /** Set when SRI's follow-up gave up and a person must look (POR AUTORIZAR past 24 h, PENDIENTE too long). */
  atencion: z.nullable(atencionSchema),
  /** E-mail delivery log of the document, oldest first (issue #12); empty when none was sent. */
  correos: z.array(entregaCorreoSchema),
  /** «Enviar por WhatsApp» log of the document, oldest first; absent when it was never sent. */
  whatsapp: z.optional(z.array(envioWhatsappSchema)),
  /** The registered buyer's phone (compradores.telefono), the WhatsApp dialog's default; absent when none. */
  telefonoComprador: z.optional(z.string()),
  /** Retenciones received on this invoice (issue #22); absent when none. */
  retenciones: z.optional(z.array(retencionDeFacturaSchema)),
  /** An invoice with a payment term: it has a balance and payments (issue #23, GET /api/facturas/{clave}/cobros). */
  aCredito: z.optional(z.boolean()),
  /** Its annulment (issue #24), with the receiver's answer for notes and retenciones (issue 37); absent when none. */
  anulacion: z.optional(anulacionDeDocumentoSchema),
  /** The guías de remisión that deliver an invoice's goods, oldest first; absent when none. */
  guiasRemision: z.optional(z.array(guiaDeDocumentoSchema)),
  /** Brought from another system with its authorized XML (never sent from here): the card's «Importado» badge. */
  importado: z.optional(z.boolean()),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentListResponseSchema = z.object({
  facturas: z.array(documentSummarySchema),
  /** Pass as `cursor` to get the next (older) page; null on the last page. */
  siguienteCursor: z.nullable(z.string()),
  limite: z.number(),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;
