import { z } from 'zod/mini';
import { idSchema } from '../common/fields';
import { requiredText } from '../company/fields';
import { checkIdentificacionComprador } from '../sri/cedula-ruc';

/**
 * The guía de remisión's transportista (guiaRemision 1.1.0: tipoIdentificacionTransportista, rucTransportista,
 * razonSocialTransportista, placa), and the carriers a company saves to choose again (`/api/transportistas`).
 */

export const GUIA_TIPO_TRANSPORTISTA_MESSAGE =
  'El tipo de identificación del transportista debe ser RUC (04), cédula (05), pasaporte (06) o del exterior (08)';
export const TRANSPORTISTA_CEDULA_INVALIDA_MESSAGE = 'La cédula del transportista no es válida: revise sus 10 dígitos.';
export const TRANSPORTISTA_RUC_INVALIDO_MESSAGE = 'El RUC del transportista no es válido: revise sus 13 dígitos.';
export const TRANSPORTISTA_NO_ENCONTRADO_MESSAGE = 'El transportista no existe o no es de esta empresa.';
export const TRANSPORTISTA_ELIMINADO_MESSAGE = 'Transportista eliminado';
export const TRANSPORTISTAS_ERROR_MESSAGE = 'No se pudieron cargar los transportistas guardados';

/** The identification types a transportista may have, with the label a screen shows. */
export const TIPOS_IDENTIFICACION_TRANSPORTISTA = [
  { value: '04', label: 'RUC' },
  { value: '05', label: 'Cédula' },
  { value: '06', label: 'Pasaporte' },
  { value: '08', label: 'Identificación del exterior' },
] as const;
export type TipoIdentificacionTransportista = (typeof TIPOS_IDENTIFICACION_TRANSPORTISTA)[number]['value'];

const TIPO_TRANSPORTISTA_CODIGOS = TIPOS_IDENTIFICACION_TRANSPORTISTA.map((tipo) => tipo.value) as [
  TipoIdentificacionTransportista,
  ...TipoIdentificacionTransportista[],
];

export const tipoIdentificacionTransportistaSchema = z.enum(TIPO_TRANSPORTISTA_CODIGOS, {
  error: GUIA_TIPO_TRANSPORTISTA_MESSAGE,
});

export const identificacionTransportistaSchema = requiredText('La identificación del transportista', 20);
export const razonSocialTransportistaSchema = requiredText('La razón social del transportista', 300);

/** The vehicle's plate: trimmed and upper-cased, 1 to 20 characters. */
export const placaTransportistaSchema = requiredText('La placa', 20).check(z.toUpperCase());

/**
 * The message for a transportista's number that its type refuses: a cédula (05) must pass the módulo 10
 * check and a RUC (04) the RUC checks, as a buyer's (checkIdentificacionComprador); null when it passes.
 */
export function transportistaIdentificacionError(tipoIdentificacion: string, identificacion: string): string | null {
  if (tipoIdentificacion !== '04' && tipoIdentificacion !== '05') return null;
  if (checkIdentificacionComprador(tipoIdentificacion, identificacion).valid) return null;
  return tipoIdentificacion === '05' ? TRANSPORTISTA_CEDULA_INVALIDA_MESSAGE : TRANSPORTISTA_RUC_INVALIDO_MESSAGE;
}

/** `POST /api/transportistas`: the carrier to save (the same identificación and placa update it). */
export const transportistaInputSchema = z
  .object({
    tipoIdentificacion: tipoIdentificacionTransportistaSchema,
    identificacion: identificacionTransportistaSchema,
    razonSocial: razonSocialTransportistaSchema,
    placa: placaTransportistaSchema,
  })
  .check(
    z.superRefine((transportista, context) => {
      const message = transportistaIdentificacionError(transportista.tipoIdentificacion, transportista.identificacion);
      if (message) context.addIssue({ code: 'custom', path: ['identificacion'], message });
    }),
  );
export type TransportistaInput = z.infer<typeof transportistaInputSchema>;
/** What a client sends (before trimming and upper-casing). */
export type TransportistaInputBody = z.input<typeof transportistaInputSchema>;

/** A saved carrier. */
export const transportistaSchema = z.object({
  _id: idSchema,
  tipoIdentificacion: tipoIdentificacionTransportistaSchema,
  identificacion: z.string(),
  razonSocial: z.string(),
  placa: z.string(),
});
export type Transportista = z.infer<typeof transportistaSchema>;

/** `GET /api/transportistas`: the company's carriers, by razón social. */
export const transportistaListResponseSchema = z.object({ transportistas: z.array(transportistaSchema) });
export type TransportistaListResponse = z.infer<typeof transportistaListResponseSchema>;

/** `POST /api/transportistas`: the carrier as saved. */
export const transportistaResponseSchema = z.object({ transportista: transportistaSchema });
export type TransportistaResponse = z.infer<typeof transportistaResponseSchema>;

/** `DELETE /api/transportistas/{id}` */
export const transportistaEliminadoSchema = z.object({ message: z.string() });

/** How a picker names a saved carrier: «razón social — placa». */
export const transportistaEtiqueta = (transportista: Pick<Transportista, 'razonSocial' | 'placa'>) =>
  `${transportista.razonSocial} — ${transportista.placa}`;
