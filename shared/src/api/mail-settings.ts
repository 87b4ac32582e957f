import { request } from '@facturador/shared/api';
import { type CorreoSettings, type CorreoUpdate, correoResponseSchema } from '@facturador/shared/domain/settings';

/** GET /api/emisor/correo: 'Correo de facturas' (the SMTP password never comes back). */
export async function fetchCorreoEmpresa(): Promise<CorreoSettings> {
  const { correo } = await request(
    correoResponseSchema,
    (http) => http.get('api/emisor/correo').json(),
    'Error al cargar el correo de facturas',
  );
  return correo;
}

/** PUT /api/emisor/correo (only the fields sent change; without `smtpClave` the stored password stays). */
export async function updateCorreoEmpresa(input: CorreoUpdate): Promise<CorreoSettings> {
  const { correo } = await request(
    correoResponseSchema,
    (http) => http.put('api/emisor/correo', { json: input }).json(),
    'Error al guardar el correo de facturas',
  );
  return correo;
}
