import { expect } from 'vitest';
import { generateTestP12 } from '../../src/sri';
import { newRuc, opensslP12 } from '../../src/testing';
import type { ApiClient, ApiResponse } from '../helpers/api';

export { newRuc, opensslP12 };

let counter = 0;
/** A user name no other test uses (usuario is unique across the installation). */
export const newUsuario = (prefix = 'cajero') => `${prefix}${Date.now().toString(36)}${counter++}`;

export const CLAVE = 'clave-segura-123';

/** A 1×1 PNG logo. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function registroBody(overrides: Record<string, unknown> = {}) {
  return {
    ruc: newRuc(),
    razonSocial: 'FERRETERIA LA NUEVA CIA. LTDA.',
    nombreComercial: 'Ferretería La Nueva',
    dirMatriz: 'Av. 10 de Agosto N24-15, Quito',
    email: 'facturas@lanueva.ec',
    usuario: newUsuario('duena'),
    clave: CLAVE,
    ...overrides,
  };
}

/** Signs a new company up and returns a client signed in as its first user. */
export async function signUp(anonymous: ApiClient, overrides: Record<string, unknown> = {}) {
  const body = registroBody(overrides);
  const response = await anonymous.post('/api/registro', body);
  if (response.status !== 201) throw new Error(`registro: ${response.status} ${JSON.stringify(response.body)}`);
  return { client: anonymous.withToken(response.body.token), body };
}

/** A multipart upload as a browser's FormData sends it. */
export async function upload(
  client: ApiClient,
  path: string,
  archivo: Buffer | null,
  campos: Record<string, string> = {},
  filename = 'archivo.bin',
  method = 'PUT',
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(campos)) form.append(name, value);
  if (archivo) form.append('archivo', new Blob([new Uint8Array(archivo)]), filename);
  const response = await fetch(`${client.baseUrl}${path}`, {
    method,
    headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/**
 * A file shaped like BCE's: a "Decryption Key" (keyEncipherment only) first and a "Signing Key"
 * (digitalSignature) second. openssl's pkcs12 puts one key per file, so this one is assembled with
 * the project's PKCS#12 writer.
 */
export function twoKeyP12(password: string): Buffer {
  return generateTestP12({
    password,
    identities: [
      { commonName: 'CIFRADO DE PRUEBAS', usage: 'encryption', friendlyName: 'Decryption Key' },
      { commonName: 'FIRMA DE DOS CLAVES', usage: 'signing', friendlyName: 'Signing Key' },
    ],
  });
}

/** Uploads a certificate and expects it to be taken. */
export async function loadCertificate(client: ApiClient, p12: Buffer, clave: string) {
  const response = await upload(client, '/api/emisor/certificado', p12, { clave }, 'firma.p12');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.certificado;
}
