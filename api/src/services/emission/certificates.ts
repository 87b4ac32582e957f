import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { certificadoPorVencerMessage, SIN_FIRMA_ELECTRONICA_MESSAGE } from '@facturador/shared/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';
import { demoEmisor, otherEmisor } from '../../db/seed/demo-data';
import { badRequest, conflict } from '../../errors';
import {
  certificateExpiry,
  createSigningKeyCache,
  generateTestP12,
  loadCertificate,
  type SigningCertificate,
  type SigningKeyCache,
} from '../../sri';

/**
 * The emisores' .p12 signing certificates: passwords encrypted at rest (AES-256-GCM) with
 * CERT_ENCRYPTION_KEY, or with a key generated once and stored like the JWT secret; loaded keys
 * cached per emisor (opening a .p12 costs tens of milliseconds).
 */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

const FORMAT = 'v1';

export function secretBox(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(keyMaterial, 'utf8').digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    decrypt(sealed) {
      const [format, iv, tag, data] = sealed.split(':');
      if (format !== FORMAT || !iv || !tag || data === undefined) throw new Error('Formato de secreto desconocido');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The demo emisores (README, «Usuarios de demostración») sign with generated test certificates. */
export const DEMO_CERTIFICATE_RUCS = [demoEmisor.ruc, otherEmisor.ruc];

/**
 * Gives every demo emisor without a certificate a generated test .p12 (random password, encrypted).
 * Safe when several processes start together: only the first write lands. Returns how many it wrote.
 */
export async function ensureDemoCertificates(db: Executor, box: SecretBox): Promise<number> {
  const missing = await db
    .select({ id: emisores.id, ruc: emisores.ruc, razonSocial: emisores.razonSocial })
    .from(emisores)
    .where(and(inArray(emisores.ruc, DEMO_CERTIFICATE_RUCS), isNull(emisores.certificadoP12)));
  if (missing.length === 0) return 0;
  let written = 0;
  for (const emisor of missing) {
    const password = randomBytes(18).toString('base64url');
    const p12 = generateTestP12({ password, commonName: emisor.razonSocial, ruc: emisor.ruc });
    const updated = await db
      .update(emisores)
      .set({ certificadoP12: p12, certificadoClaveCifrada: box.encrypt(password) })
      .where(and(eq(emisores.id, emisor.id), isNull(emisores.certificadoP12)))
      .returning({ id: emisores.id });
    written += updated.length;
  }
  return written;
}

/** Signing keys of the emisores, opened once per certificate version. */
export class CertificateStore {
  private readonly cache: SigningKeyCache = createSigningKeyCache();

  constructor(
    private readonly db: Executor,
    private readonly box: SecretBox,
  ) {}

  /** `version` identifies the stored .p12 (its md5): a replaced certificate is reloaded. */
  async signingCertificate(emisorId: string, version: string | null): Promise<SigningCertificate> {
    if (!version) throw badRequest(SIN_FIRMA_ELECTRONICA_MESSAGE);
    const certificate = await this.cache.get(emisorId, version, async () => {
      const [row] = await this.db
        .select({ p12: emisores.certificadoP12, clave: emisores.certificadoClaveCifrada })
        .from(emisores)
        .where(eq(emisores.id, emisorId));
      if (!row?.p12 || !row.clave) throw badRequest(SIN_FIRMA_ELECTRONICA_MESSAGE);
      let password: string;
      try {
        password = this.box.decrypt(row.clave);
      } catch {
        throw conflict(
          'No se pudo descifrar la contraseña de la firma electrónica: revise CERT_ENCRYPTION_KEY o vuelva a cargar el certificado.',
        );
      }
      try {
        return loadCertificate(row.p12, password);
      } catch (error) {
        throw conflict((error as Error).message);
      }
    });
    // Checked at every signing: a cached key must not keep signing once its certificate expires.
    if (certificateExpiry(certificate).expired) throw conflict(certificadoPorVencerMessage(-1));
    return certificate;
  }
}

/** SQL for the version of an emisor's certificate (null when it has none). */
export const certificateVersionSql = sql<string | null>`md5(${emisores.certificadoP12})`;
