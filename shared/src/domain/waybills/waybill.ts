import { z } from 'zod/mini';
import { optionalText, requiredText } from '../company/fields';
import { ESTADOS_DOCUMENTO } from '../documents/states';
import { claveAccesoSchema } from '../sri/access-key';
import { daysBetweenFechas, normalizeFechaSri, parseFechaSri } from '../sri/dates';
import {
  identificacionTransportistaSchema,
  razonSocialTransportistaSchema,
  tipoIdentificacionTransportistaSchema,
} from './carriers';

/**
 * The guía de remisión (06, guiaRemision 1.1.0, SRI-NOTES §10.2): the goods of a sale, or of a transfer
 * between the company's own establishments, travel with it. It carries no amounts and moves no stock
 * (the sale or the TRASLADO did).
 */

export const GUIA_SIN_DESTINATARIOS_MESSAGE = 'Indique al menos un destinatario';
export const GUIA_DESTINATARIO_SIN_DETALLES_MESSAGE = 'Cada destinatario debe llevar al menos un producto';
export const GUIA_CANTIDAD_MESSAGE =
  'La cantidad de cada producto debe ser mayor que cero, con 6 decimales como máximo';
export const GUIA_FECHA_INVALIDA_MESSAGE = 'Las fechas de transporte deben tener el formato dd/mm/aaaa';
export const GUIA_FECHA_FIN_ANTERIOR_MESSAGE =
  'La fecha de fin del transporte no puede ser anterior a la fecha de inicio';
export const GUIA_TRASLADO_SIN_ESTABLECIMIENTO_MESSAGE =
  'Un traslado entre establecimientos propios debe indicar el establecimiento de destino (codEstabDestino)';
export const GUIA_ESTABLECIMIENTO_DESTINO_MESSAGE = 'El establecimiento de destino debe tener 3 dígitos (001 a 999)';
export const guiaFechaInicioMessage = (hoy: string) =>
  `La fecha de inicio del transporte debe ser la de hoy (${hoy}): la guía lleva esa fecha en su clave de acceso y se envía al SRI al emitirla`;
export const guiaFacturaNoAutorizadaMessage = (numero: string) =>
  `La factura ${numero} no es una factura AUTORIZADA de esta empresa en este ambiente`;
export const guiaExcedeFacturadoMessage = (descripcion: string, cantidad: number, disponible: number) =>
  `La guía lleva ${cantidad} de «${descripcion}», pero a la factura le quedan ${disponible} por despachar (contando otras guías)`;
export const guiaProductoNoFacturadoMessage = (descripcion: string) =>
  `«${descripcion}» no está en la factura que sustenta la entrega`;
export const GUIA_TRASLADO_CON_FACTURA_MESSAGE =
  'La guía de un traslado lleva solo destinatarios sin factura: los establecimientos de la empresa que reciben la mercadería';
export const GUIA_MOVIMIENTO_INVALIDO_MESSAGE = 'El movimiento de la guía debe indicarse con su identificador';
export const guiaMovimientoNoTrasladoMessage = (id: string) =>
  `El movimiento ${id} no es un TRASLADO de inventario de esta empresa`;
export const guiaProductoNoTrasladadoMessage = (descripcion: string) =>
  `«${descripcion}» no está en el traslado de la guía`;
export const guiaExcedeTrasladadoMessage = (descripcion: string, cantidad: number, disponible: number) =>
  `La guía lleva ${cantidad} de «${descripcion}», pero al traslado le quedan ${disponible} por despachar (contando otras guías)`;
export const guiaEstablecimientoDestinoNoExisteMessage = (codigo: string) =>
  `El establecimiento ${codigo} no es un establecimiento de esta empresa`;

const fechaTransporte = z.pipe(
  z.string({ error: GUIA_FECHA_INVALIDA_MESSAGE }),
  z.transform((value, ctx) => {
    const fecha = normalizeFechaSri(value);
    if (!fecha) ctx.issues.push({ code: 'custom', message: GUIA_FECHA_INVALIDA_MESSAGE, input: value });
    return fecha ?? '';
  }),
);

const cantidadGuia = z.number({ error: GUIA_CANTIDAD_MESSAGE }).check(
  z.gt(0, { error: GUIA_CANTIDAD_MESSAGE }),
  z.refine((value) => Number(value.toFixed(6)) === value, { error: GUIA_CANTIDAD_MESSAGE }),
);

export const guiaDetalleSchema = z.object({
  codigoInterno: z.optional(optionalText('El código', 25)),
  descripcion: requiredText('La descripción', 300),
  cantidad: cantidadGuia,
});
export type GuiaDetalle = z.infer<typeof guiaDetalleSchema>;

export const guiaDestinatarioSchema = z
  .object({
    identificacion: requiredText('La identificación del destinatario', 20),
    razonSocial: requiredText('La razón social del destinatario', 300),
    direccion: requiredText('La dirección del destinatario', 300),
    email: z.optional(optionalText('El correo del destinatario', 300)),
    motivoTraslado: requiredText('El motivo del traslado', 300),
    /** The company's AUTORIZADA invoice of the goods: the destinatario's sustento. */
    facturaClaveAcceso: z.optional(claveAccesoSchema),
    /** Without an invoice, a transfer to this establishment of the company. */
    codEstabDestino: z.optional(
      z.string().check(z.trim(), z.regex(/^\d{3}$/, { error: GUIA_ESTABLECIMIENTO_DESTINO_MESSAGE })),
    ),
    ruta: z.optional(optionalText('La ruta', 300)),
    detalles: z
      .array(guiaDetalleSchema, { error: GUIA_DESTINATARIO_SIN_DETALLES_MESSAGE })
      .check(z.minLength(1, { error: GUIA_DESTINATARIO_SIN_DETALLES_MESSAGE }), z.maxLength(500)),
  })
  .check(
    z.refine((destinatario) => Boolean(destinatario.facturaClaveAcceso || destinatario.codEstabDestino), {
      error: GUIA_TRASLADO_SIN_ESTABLECIMIENTO_MESSAGE,
    }),
  );
export type GuiaDestinatario = z.infer<typeof guiaDestinatarioSchema>;

/** `POST /api/guias-remision` */
export const emitirGuiaRemisionSchema = z
  .object({
    dirPartida: requiredText('La dirección de partida', 300),
    transportista: z.object({
      tipoIdentificacion: tipoIdentificacionTransportistaSchema,
      identificacion: identificacionTransportistaSchema,
      razonSocial: razonSocialTransportistaSchema,
    }),
    placa: requiredText('La placa', 20),
    fechaIniTransporte: fechaTransporte,
    fechaFinTransporte: fechaTransporte,
    destinatarios: z
      .array(guiaDestinatarioSchema, { error: GUIA_SIN_DESTINATARIOS_MESSAGE })
      .check(z.minLength(1, { error: GUIA_SIN_DESTINATARIOS_MESSAGE }), z.maxLength(50)),
    ambiente: z.union([z.literal(1), z.literal(2)]),
    /** The stock TRASLADO the goods travel for: its destinatarios are the company's establishments. */
    movimientoId: z.optional(z.uuid({ error: GUIA_MOVIMIENTO_INVALIDO_MESSAGE })),
  })
  .check(
    z.refine(
      (guia) => !guia.movimientoId || guia.destinatarios.every((destinatario) => !destinatario.facturaClaveAcceso),
      { error: GUIA_TRASLADO_CON_FACTURA_MESSAGE },
    ),
    z.refine(
      (guia) => {
        const ini = parseFechaSri(guia.fechaIniTransporte);
        const fin = parseFechaSri(guia.fechaFinTransporte);
        return !ini || !fin || daysBetweenFechas(ini, fin) >= 0;
      },
      { error: GUIA_FECHA_FIN_ANTERIOR_MESSAGE },
    ),
  );
export type EmitirGuiaRemisionRequest = z.infer<typeof emitirGuiaRemisionSchema>;

/** A guía issued for an invoice or a TRASLADO, as the invoice's card and the movement show it. */
export const guiaDeDocumentoSchema = z.object({
  claveAcceso: z.string(),
  /** 001-001-000000001 */
  numero: z.string(),
  estado: z.enum(ESTADOS_DOCUMENTO),
});
export type GuiaDeDocumento = z.infer<typeof guiaDeDocumentoSchema>;

/** What a guía stores as its `payload`: its request as issued, each destinatario with its sustento. */
export interface GuiaRemisionPayload {
  guia: Omit<EmitirGuiaRemisionRequest, 'destinatarios'> & {
    destinatarios: (GuiaDestinatario & {
      sustento?: { numero: string; fechaEmision: string; numeroAutorizacion: string };
    })[];
    /** The access keys of the invoices it delivers, to find a invoice's guías. */
    facturas: string[];
  };
}
