import type { CertificadoInfo } from '@facturador/shared/domain';
import { entidadAcreditada } from '@facturador/shared/domain/settings';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';
import { badRequest } from '../../errors';
import { CertificateError, loadCertificate, type SigningCertificate } from '../../sri';
import type { SecretBox } from '../emission/certificates';

/** The CN of an RFC 4514 name, else the whole name. */
function commonName(name: string): string {
  const match = /(?:^|,)CN=((?:\\.|[^,\\])*)/.exec(name);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : name;
}

export function certificadoInfo(certificate: SigningCertificate): CertificadoInfo {
  return {
    titular: commonName(certificate.subjectName),
    emisor: commonName(certificate.issuerName),
    serie: certificate.serialNumber,
    validoDesde: certificate.notBefore.toISOString(),
    validoHasta: certificate.notAfter.toISOString(),
    entidadAcreditada: entidadAcreditada(certificate.issuerName),
  };
}

/** Whether the stored certificate's issuer is accredited (older stored data: by its issuer CN). */
export const isAccredited = (info: CertificadoInfo) =>
  (info.entidadAcreditada === undefined ? entidadAcreditada(info.emisor) : info.entidadAcreditada) !== null;

/**
 * Opens an uploaded .p12 (picking the key whose certificate allows digitalSignature and is valid now)
 * and stores it with its password encrypted. The emission flow signs with it from the next document
 * on; documents already issued keep the signature they have.
 */
export async function storeCertificate(
  db: Executor,
  box: SecretBox,
  emisorId: string,
  archivo: Buffer,
  clave: string,
): Promise<CertificadoInfo> {
  let certificate: SigningCertificate;
  try {
    certificate = loadCertificate(archivo, clave);
  } catch (error) {
    if (error instanceof CertificateError) throw badRequest(error.message);
    throw badRequest(new CertificateError('INVALID_FILE').message);
  }
  const info = certificadoInfo(certificate);
  await db
    .update(emisores)
    .set({ certificadoP12: archivo, certificadoClaveCifrada: box.encrypt(clave), certificadoInfo: info })
    .where(eq(emisores.id, emisorId));
  return info;
}

/**
 * The stored certificate's data: read at upload, or (for certificates stored before that, such as the
 * demo ones) read once from the file and kept.
 */
export async function storedCertificateInfo(
  db: Executor,
  box: SecretBox,
  emisorId: string,
): Promise<CertificadoInfo | null> {
  const [row] = await db
    .select({ info: emisores.certificadoInfo, p12: emisores.certificadoP12, clave: emisores.certificadoClaveCifrada })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!row?.p12 || !row.clave) return null;
  if (row.info) return row.info as CertificadoInfo;
  try {
    const info = certificadoInfo(loadCertificate(row.p12, box.decrypt(row.clave), { allowInvalidDates: true }));
    await db.update(emisores).set({ certificadoInfo: info }).where(eq(emisores.id, emisorId));
    return info;
  } catch {
    return null;
  }
}
