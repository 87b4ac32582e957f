import { z } from 'zod/mini';
import { ambienteSchema } from '../auth/user';
import { boundedText, emailSchema, requiredText, siguienteNumero } from './fields';
import { planCodigoSchema, usoPlanSchema } from './plans';

/** Tax regimes; each RIMPE one prints its legend as the XML's contribuyenteRimpe and on the RIDE. */
export const REGIMENES = ['GENERAL', 'RIMPE EMPRENDEDOR', 'RIMPE NEGOCIO POPULAR'] as const;
export type Regimen = (typeof REGIMENES)[number];
export const regimenSchema = z.enum(REGIMENES, {
  error: 'El régimen debe ser GENERAL, RIMPE EMPRENDEDOR o RIMPE NEGOCIO POPULAR',
});

export const LEYENDA_RIMPE: Record<
  Regimen,
  'CONTRIBUYENTE RÉGIMEN RIMPE' | 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE' | null
> = {
  GENERAL: null,
  'RIMPE EMPRENDEDOR': 'CONTRIBUYENTE RÉGIMEN RIMPE',
  'RIMPE NEGOCIO POPULAR': 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE',
};

export const CONTRIBUYENTE_ESPECIAL_INVALIDO_MESSAGE =
  'El número de resolución de contribuyente especial debe tener de 3 a 13 letras o números, o quedar vacío';
export const AGENTE_RETENCION_INVALIDO_MESSAGE =
  'El número de resolución de agente de retención debe tener de 1 a 8 dígitos, o quedar vacío';

/** What the company form says under «Agente de retención (número de resolución)». */
export const AGENTE_RETENCION_HINT =
  'El número de la resolución del SRI que lo designó, de 1 a 8 dígitos: para NAC-DNCRASC20-00000001 escriba 1. Déjelo vacío si no lo es.';

/** Resolution numbers as the XSD allows them; empty = not one. */
const resolucion = (pattern: RegExp, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => value === '' || pattern.test(value), { error: message }),
  );

/** PUT /api/emisor body: every field optional (only what is sent changes); the RUC and the plan are not editable here. */
export const emisorUpdateSchema = z.object({
  razonSocial: z.optional(requiredText('La razón social', 300)),
  nombreComercial: z.optional(boundedText('El nombre comercial', 300)),
  dirMatriz: z.optional(requiredText('La dirección matriz', 300)),
  email: z.optional(emailSchema),
  obligadoContabilidad: z.optional(z.boolean({ error: 'Indique si está obligado a llevar contabilidad' })),
  contribuyenteEspecial: z.optional(resolucion(/^[A-Za-z0-9]{3,13}$/, CONTRIBUYENTE_ESPECIAL_INVALIDO_MESSAGE)),
  agenteRetencion: z.optional(resolucion(/^\d{1,8}$/, AGENTE_RETENCION_INVALIDO_MESSAGE)),
  regimen: z.optional(regimenSchema),
  ambiente: z.optional(ambienteSchema),
  /** Producer or importer: its products may carry ICE (issue #21). */
  cobraIce: z.optional(z.boolean({ error: 'Indique si la empresa cobra ICE (true o false)' })),
  /** Switching to PRODUCCIÓN (ambiente 2) needs `true` here and a valid certificate. */
  confirmarProduccion: z.optional(z.boolean()),
  /**
   * With the switch to PRODUCCIÓN: the numbers factura and nota de crédito continue from there, on
   * every punto de emisión (issue #24: a merchant who reached 1500 in PRUEBAS is asked, not reset to 1).
   */
  siguienteProduccion: z.optional(z.object({ factura: siguienteNumero, notaCredito: siguienteNumero })),
});
export type EmisorUpdate = z.infer<typeof emisorUpdateSchema>;

/** What `PUT /api/emisor/certificado` answers and the settings page shows (dates ISO 8601). */
export const certificadoInfoSchema = z.object({
  titular: z.string(),
  emisor: z.string(),
  serie: z.string(),
  validoDesde: z.string(),
  validoHasta: z.string(),
  /** The accredited entity that issued it (ENTIDADES_CERTIFICACION_ACREDITADAS), or null: PRUEBAS only. */
  entidadAcreditada: z.optional(z.nullable(z.string())),
});
export type CertificadoInfo = z.infer<typeof certificadoInfoSchema>;
/** `aviso`: a warning the upload screen shows (a certificate from an issuer not accredited in Ecuador). */
export const certificadoResponseSchema = z.object({
  certificado: certificadoInfoSchema,
  aviso: z.optional(z.nullable(z.string())),
});

/** GET /api/emisor and PUT /api/emisor answer `{emisor}`. */
export const emisorSettingsSchema = z.object({
  ruc: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  dirMatriz: z.string(),
  email: z.string(),
  obligadoContabilidad: z.boolean(),
  contribuyenteEspecial: z.string(),
  agenteRetencion: z.string(),
  regimen: regimenSchema,
  /** The company's ambiente: 1 PRUEBAS (where everyone starts), 2 PRODUCCIÓN (PRUEBAS stays usable). */
  ambiente: ambienteSchema,
  plan: planCodigoSchema,
  cobraIce: z.boolean(),
  /** Data URL of the logo, or null ('NO TIENE LOGO' on the RIDE). */
  logo: z.nullable(z.string()),
  certificado: z.nullable(certificadoInfoSchema),
  uso: usoPlanSchema,
});
export type EmisorSettings = z.infer<typeof emisorSettingsSchema>;
export const emisorResponseSchema = z.object({ emisor: emisorSettingsSchema });

/** Multipart field names of the uploads. */
export const CERTIFICADO_ARCHIVO_CAMPO = 'archivo';
export const CERTIFICADO_CLAVE_CAMPO = 'clave';
export const LOGO_ARCHIVO_CAMPO = 'archivo';

export const CERTIFICADO_FALTA_ARCHIVO_MESSAGE = 'Adjunte el archivo .p12 de su firma electrónica (campo archivo).';
export const CERTIFICADO_FALTA_CLAVE_MESSAGE = 'Ingrese la contraseña de la firma electrónica (campo clave).';
export const CERTIFICADO_MAX_BYTES = 100 * 1024;
export const CERTIFICADO_GRANDE_MESSAGE = 'El archivo de firma electrónica no puede superar 100 KB.';

export const LOGO_MAX_BYTES = 300 * 1024;
/** Decoded size bound, read from the image header (a small file can claim a huge bitmap). */
export const LOGO_MAX_LADO = 2000;
export const LOGO_FALTA_ARCHIVO_MESSAGE = 'Adjunte la imagen del logo (campo archivo).';
export const LOGO_GRANDE_MESSAGE = 'El logo no puede superar 300 KB.';
export const LOGO_FORMATO_MESSAGE = 'El logo debe ser una imagen PNG o JPEG.';
export const LOGO_DIMENSIONES_MESSAGE = `El logo no puede medir más de ${LOGO_MAX_LADO} × ${LOGO_MAX_LADO} píxeles.`;
export const logoResponseSchema = z.object({ logo: z.string() });

export const AMBIENTE_PRODUCCION_NO_HABILITADO_MESSAGE =
  'Su empresa aún no emite en PRODUCCIÓN. Emita en PRUEBAS o pida a un administrador que active PRODUCCIÓN en la configuración de la empresa.';
export const PRODUCCION_SIN_CONFIRMAR_MESSAGE =
  'Para pasar a PRODUCCIÓN confirme que los comprobantes tendrán validez tributaria (confirmarProduccion: true).';
export const PRODUCCION_SIN_CERTIFICADO_MESSAGE =
  'Para pasar a PRODUCCIÓN cargue primero un certificado de firma electrónica vigente.';
export const COBRA_ICE_CON_PRODUCTOS_MESSAGE =
  'Hay productos con ICE: quíteles el ICE antes de desactivar «Cobra ICE».';
export const EMISOR_INACTIVO_MESSAGE = 'La cuenta de su empresa está desactivada. Comuníquese con soporte.';

/** The confirmation dialog names the ambiente the document goes out in (issue #24), beside spec 01's text. */
export const ambienteConfirmacionTexto = (ambiente: 1 | 2) =>
  ambiente === 2 ? 'PRODUCCIÓN — con validez tributaria' : 'PRUEBAS — sin validez tributaria';

/** A company in PRODUCCIÓN whose user selects PRUEBAS sees this banner. */
export const PRUEBAS_EN_EMPRESA_PRODUCCION_AVISO =
  'Está emitiendo en PRUEBAS: estos comprobantes no tienen validez tributaria. Su empresa ya trabaja en PRODUCCIÓN.';

/** Only agentes de retención and contribuyentes especiales issue retenciones (issue #22 §2): the back office
 * offers them from its menu, so the rule is in the domain every page has. */
export const puedeEmitirRetenciones = (emisor: {
  agenteRetencion?: string | null;
  contribuyenteEspecial?: string | null;
}) => Boolean(emisor.agenteRetencion || emisor.contribuyenteEspecial);
