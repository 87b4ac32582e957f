import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { generateTestP12 } from '../../src/sri';
import { newRuc } from '../../src/testing';
import type { ApiClient, ApiResponse } from '../helpers/api';

export { newRuc };

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
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(campos)) form.append(name, value);
  if (archivo) form.append('archivo', new Blob([new Uint8Array(archivo)]), filename);
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: 'PUT',
    headers: client.token ? { authorization: `Bearer ${client.token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

export interface OpensslP12 {
  p12: Buffer;
  /** The certificate as PEM (xmlsec1's --trusted-pem). */
  certificatePem: string;
}

const SIGNING_USAGE = 'critical,digitalSignature,nonRepudiation';

/**
 * A .p12 made by openssl 3 with its default algorithms (AES-256, PBKDF2, SHA-256 MAC), as current
 * tools export them. `validity` makes it expired (or not yet valid) through a one-off `openssl ca`.
 */
export function opensslP12(
  password: string,
  options: { commonName?: string; keyUsage?: string; validity?: { start: string; end: string } } = {},
): OpensslP12 {
  const dir = mkdtempSync(join(tmpdir(), 'p12-'));
  try {
    const subject = `/C=EC/O=ENTIDAD DE PRUEBAS/CN=${options.commonName ?? 'FIRMA DE PRUEBAS'}`;
    const keyUsage = options.keyUsage ?? SIGNING_USAGE;
    if (options.validity) {
      writeFileSync(
        join(dir, 'ca.cnf'),
        [
          '[ca]',
          'default_ca = pruebas',
          '[pruebas]',
          `dir = ${dir}`,
          'database = $dir/index.txt',
          'new_certs_dir = $dir',
          'serial = $dir/serial',
          'default_md = sha256',
          'policy = cualquiera',
          'copy_extensions = none',
          '[cualquiera]',
          'commonName = supplied',
          '[firma]',
          `keyUsage = ${keyUsage}`,
          '',
        ].join('\n'),
      );
      writeFileSync(join(dir, 'index.txt'), '');
      writeFileSync(join(dir, 'serial'), '1000\n');
      run(
        'openssl',
        ['req', '-new', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'req.csr', '-subj', subject],
        dir,
      );
      run(
        'openssl',
        [
          'ca',
          '-batch',
          '-config',
          'ca.cnf',
          '-selfsign',
          '-keyfile',
          'key.pem',
          '-in',
          'req.csr',
          '-startdate',
          options.validity.start,
          '-enddate',
          options.validity.end,
          '-extensions',
          'firma',
          '-notext',
          '-out',
          'cert.pem',
        ],
        dir,
      );
    } else {
      run(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          'key.pem',
          '-out',
          'cert.pem',
          '-days',
          '365',
          '-subj',
          subject,
          '-addext',
          `keyUsage=${keyUsage}`,
        ],
        dir,
      );
    }
    run(
      'openssl',
      [
        'pkcs12',
        '-export',
        '-inkey',
        'key.pem',
        '-in',
        'cert.pem',
        '-passout',
        `pass:${password}`,
        '-out',
        'firma.p12',
      ],
      dir,
    );
    return { p12: readFileSync(join(dir, 'firma.p12')), certificatePem: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
