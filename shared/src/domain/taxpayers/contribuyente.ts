import { z } from 'zod/mini';
import { REGIMENES } from '../company/emisor';
import { CEDULA_RUC_INVALIDA_MESSAGE, checkCedulaRuc } from '../sri/cedula-ruc';

/**
 * A taxpayer as the SRI's public registry (catastro) describes it (issue 27): GET /api/contribuyentes/{identificacion}
 * answers it, the invoice screen fills an unregistered buyer and sign-up fills the company from it.
 */
export const establecimientoCatastroSchema = z.object({
  numero: z.string(),
  nombreComercial: z.string(),
  direccion: z.string(),
  estado: z.string(),
  matriz: z.boolean(),
});
export type EstablecimientoCatastro = z.infer<typeof establecimientoCatastroSchema>;

export const contribuyenteSchema = z.object({
  identificacion: z.string(),
  razonSocial: z.string(),
  nombreComercial: z.string(),
  /** ACTIVO, SUSPENDIDO, PASIVO… as the SRI says it. */
  estado: z.string(),
  regimen: z.enum(REGIMENES),
  obligadoContabilidad: z.boolean(),
  agenteRetencion: z.boolean(),
  contribuyenteEspecial: z.boolean(),
  establecimientos: z.array(establecimientoCatastroSchema),
});
export type Contribuyente = z.infer<typeof contribuyenteSchema>;

export const contribuyenteNoEncontradoMessage = (identificacion: string) =>
  `El catastro del SRI no registra un contribuyente con la identificación ${identificacion}.`;
export const CATASTRO_DEMASIADAS_CONSULTAS_MESSAGE =
  'Demasiadas consultas al catastro del SRI. Espere un minuto e inténtelo nuevamente.';
export const CATASTRO_NO_DISPONIBLE_MESSAGE =
  'El catastro del SRI no responde en este momento. Ingrese los datos manualmente.';

/** Path parameter: a cédula or a RUC that passes the same check as the invoice screen's. */
export const contribuyenteParamsSchema = z.object({
  identificacion: z.string().check(
    z.trim(),
    z.refine((value) => checkCedulaRuc(value).valid, { error: CEDULA_RUC_INVALIDA_MESSAGE }),
  ),
});

/** The registry knows RUCs: a person's is their cédula followed by 001. */
export const rucDeIdentificacion = (identificacion: string) =>
  identificacion.length === 10 ? `${identificacion}001` : identificacion;

/** The address to invoice: the head office's (matriz), else the first establishment's. */
export function direccionMatriz(contribuyente: Pick<Contribuyente, 'establecimientos'>): string {
  const matriz = contribuyente.establecimientos.find((e) => e.matriz) ?? contribuyente.establecimientos[0];
  return matriz?.direccion ?? '';
}
