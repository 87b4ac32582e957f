import { z } from 'zod';
import { type FacturarRequest, type FacturarRequestInput, facturarRequestSchema } from '../domain/invoicing/payload';
import { ApiRequestError, request } from './client';

/**
 * Client of the emission endpoints (spec 01 §7): POST /api/facturar, GET /api/factura_ride/{clave},
 * POST /api/recepcion_manual and /api/autorizacion_manual. Requests are checked with the shared
 * payload schema; answers are read leniently (only the fields the screens use must be there).
 */

/** `POST /api/facturar` answer as spec 01 §3 "Invoice response" describes it. */
const facturarAnswerSchema = z.looseObject({
  claveAcceso: z.string().nullish(),
  SRI: z.looseObject({ estado: z.string().nullish() }).nullish(),
  error: z.looseObject({ message: z.string().nullish() }).nullish(),
});
export type FacturarAnswer = z.infer<typeof facturarAnswerSchema>;

export const FACTURAR_ERROR_MESSAGE = 'Error al generar la factura';

/**
 * Sends an invoice or credit note. The body is validated and normalised with the shared schema
 * first: a payload the API would refuse never leaves the browser (its first message is thrown).
 */
export async function facturar(body: FacturarRequestInput): Promise<FacturarAnswer> {
  const parsed = facturarRequestSchema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(parsed.error.issues[0]?.message || FACTURAR_ERROR_MESSAGE, 0);
  const payload: FacturarRequest = parsed.data;
  return request(
    facturarAnswerSchema,
    (http) => http.post('api/facturar', { json: payload, timeout: 90_000 }).json(),
    FACTURAR_ERROR_MESSAGE,
  );
}

const text = z.union([z.string(), z.number()]).transform(String);
/** `detAdicional`-like pairs as read from the XML (`_nombre`, `_valor`) or as plain `{nombre, valor}`. */
const nameValueSchema = z.looseObject({
  _nombre: text.nullish(),
  _valor: text.nullish(),
  nombre: text.nullish(),
  valor: text.nullish(),
  '#text': text.nullish(),
});
const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z.union([z.array(schema), schema.transform((value) => [value])]).nullish();

/** The original invoice as `GET /api/factura_ride/{clave}` returns it (spec 01 §3 "Original invoice"). */
const facturaRideSchema = z.looseObject({
  comprador: z.looseObject({
    identificacion: text,
    razonSocial: z.string(),
    direccion: z.string().nullish(),
    tipoIdentificacion: text.nullish(),
  }),
  informacionAdicional: oneOrMany(nameValueSchema),
  fecha: z.string(),
  facturacion: z.looseObject({ importeTotal: z.coerce.number() }),
  productos: z.array(
    z.looseObject({
      codPrincipal: text,
      cantidad: z.coerce.number(),
      descripcion: z.string().nullish(),
      detalleAdicional: oneOrMany(nameValueSchema),
      detallesAdicionales: oneOrMany(nameValueSchema),
    }),
  ),
});
export type FacturaRide = z.infer<typeof facturaRideSchema>;

/** GET /api/factura_ride/{claveAcceso}: the issued invoice behind an access key. */
export async function fetchFacturaRide(claveAcceso: string): Promise<FacturaRide> {
  const { factura } = await request(
    z.looseObject({ factura: facturaRideSchema }),
    (http) => http.get(`api/factura_ride/${encodeURIComponent(claveAcceso)}`).json(),
    'No se pudo cargar la factura original',
  );
  return factura;
}

/** What a credit-note screen needs from the original invoice, in plain fields. */
export interface FacturaOriginal {
  claveAcceso: string;
  tipoIdentificacion: string | null;
  identificacion: string;
  razonSocial: string;
  direccion: string;
  /** The first informacionAdicional entry's valor (spec 01 §3). */
  email: string;
  fecha: string;
  importeTotal: number;
  productos: { codigo: string; cantidad: number; series: string[] }[];
}

const valorOf = (entry: z.infer<typeof nameValueSchema>) => entry.valor ?? entry._valor ?? entry['#text'] ?? '';
const nameOf = (entry: z.infer<typeof nameValueSchema>) => entry.nombre ?? entry._nombre ?? '';

/** GET /api/factura_ride/{clave} read into FacturaOriginal (serial numbers from the SN details). */
export async function fetchFacturaOriginal(claveAcceso: string): Promise<FacturaOriginal> {
  const factura = await fetchFacturaRide(claveAcceso);
  const email = valorOf(factura.informacionAdicional?.[0] ?? {}).trim();
  return {
    claveAcceso,
    tipoIdentificacion: factura.comprador.tipoIdentificacion ?? null,
    identificacion: factura.comprador.identificacion.trim(),
    razonSocial: factura.comprador.razonSocial,
    direccion: factura.comprador.direccion ?? '',
    email: email === 'Sin correo' ? '' : email,
    fecha: factura.fecha,
    importeTotal: factura.facturacion.importeTotal,
    productos: factura.productos.map((producto) => ({
      codigo: producto.codPrincipal,
      cantidad: producto.cantidad,
      series: [...(producto.detalleAdicional ?? []), ...(producto.detallesAdicionales ?? [])]
        .filter((detalle) => nameOf(detalle).toUpperCase() === 'SN')
        .map((detalle) => valorOf(detalle).trim())
        .filter(Boolean),
    })),
  };
}

const manualAnswerSchema = z.looseObject({});

/** POST /api/recepcion_manual: resends a document to SRI reception; status 400 or higher throws. */
export async function recepcionManual(claveAcceso: string): Promise<Record<string, unknown>> {
  return request(
    manualAnswerSchema,
    (http) => http.post('api/recepcion_manual', { json: { claveAcceso }, timeout: 90_000 }).json(),
    'Error en la recepción manual',
  );
}

/** POST /api/autorizacion_manual: asks SRI for the authorization; status 400 or higher throws. */
export async function autorizacionManual(claveAcceso: string): Promise<Record<string, unknown>> {
  return request(
    manualAnswerSchema,
    (http) => http.post('api/autorizacion_manual', { json: { claveAcceso }, timeout: 90_000 }).json(),
    'Error en la autorización manual',
  );
}
