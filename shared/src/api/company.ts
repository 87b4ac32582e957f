import {
  CERTIFICADO_ARCHIVO_CAMPO,
  CERTIFICADO_CLAVE_CAMPO,
  type CertificadoInfo,
  certificadoResponseSchema,
  type EmisorSettings,
  type EmisorUpdate,
  emisorResponseSchema,
  LOGO_ARCHIVO_CAMPO,
  logoResponseSchema,
  type RegistroRequestBody,
  registroResponseSchema,
} from '@facturador/shared/domain';
import { request } from './client';

/** POST /api/registro: creates the company and its first user; answers the session token. */
export async function signUp(input: RegistroRequestBody): Promise<string> {
  const { token } = await request(
    registroResponseSchema,
    (http) => http.post('api/registro', { json: input }).json(),
    'Error al crear la cuenta',
  );
  return token;
}

/** GET /api/emisor */
export async function fetchEmisor(): Promise<EmisorSettings> {
  const { emisor } = await request(
    emisorResponseSchema,
    (http) => http.get('api/emisor').json(),
    'Error al cargar los datos de la empresa',
  );
  return emisor;
}

/** PUT /api/emisor (only the fields sent change). */
export async function updateEmisor(input: EmisorUpdate): Promise<EmisorSettings> {
  const { emisor } = await request(
    emisorResponseSchema,
    (http) => http.put('api/emisor', { json: input }).json(),
    'Error al guardar los datos de la empresa',
  );
  return emisor;
}

/** PUT /api/emisor/certificado (multipart `archivo`, `clave`). */
export async function uploadCertificate(archivo: Blob, clave: string): Promise<CertificadoInfo> {
  const form = new FormData();
  form.append(CERTIFICADO_CLAVE_CAMPO, clave);
  form.append(CERTIFICADO_ARCHIVO_CAMPO, archivo, 'firma.p12');
  const { certificado } = await request(
    certificadoResponseSchema,
    (http) => http.put('api/emisor/certificado', { body: form }).json(),
    'Error al cargar el certificado',
  );
  return certificado;
}

/** PUT /api/emisor/logo (multipart `archivo`, PNG or JPEG); answers the logo as a data URL. */
export async function uploadLogo(archivo: Blob): Promise<string> {
  const form = new FormData();
  form.append(LOGO_ARCHIVO_CAMPO, archivo, 'logo');
  const { logo } = await request(
    logoResponseSchema,
    (http) => http.put('api/emisor/logo', { body: form }).json(),
    'Error al cargar el logo',
  );
  return logo;
}
