import type { SriMensaje } from '@facturador/shared/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emisores } from '../../src/db/schema';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { backoffDelay } from '../../src/services/emission/backoff';
import { ensureDemoCertificates, secretBox } from '../../src/services/emission/certificates';
import { authorizationOutcome, receptionOutcome } from '../../src/services/emission/sri-outcomes';
import { loadCertificate } from '../../src/sri';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const mensaje = (identificador: string, tipo = 'ERROR'): SriMensaje => ({ identificador, mensaje: 'X', tipo });
const devuelta = (...mensajes: SriMensaje[]) => ({
  estado: 'DEVUELTA' as const,
  mensajes,
  comprobantes: [{ mensajes }],
});

describe('reading SRI answers (SRI-NOTES §4)', () => {
  it('counts a DEVUELTA only with 43 or 70 as received; 45 and others are rejections', () => {
    expect(receptionOutcome({ estado: 'RECIBIDA', mensajes: [], comprobantes: [] }).kind).toBe('recibida');
    expect(receptionOutcome(devuelta(mensaje('43'))).kind).toBe('recibida');
    expect(receptionOutcome(devuelta(mensaje('70'))).kind).toBe('recibida');
    // A warning beside 43 does not change that.
    expect(receptionOutcome(devuelta(mensaje('43'), mensaje('60', 'ADVERTENCIA'))).kind).toBe('recibida');
    expect(receptionOutcome(devuelta(mensaje('43'), mensaje('35'))).kind).toBe('devuelta');
    expect(receptionOutcome(devuelta(mensaje('45'))).kind).toBe('devuelta');
    expect(receptionOutcome(devuelta()).kind).toBe('devuelta');
  });

  it('decides authorization only on AUTORIZADO', () => {
    const result = (estado: string) => ({ estado, autorizaciones: [], numeroComprobantes: 0 });
    expect(
      authorizationOutcome({ ...result('AUTORIZADO'), autorizacion: { estado: 'AUTORIZADO', mensajes: [] } }).kind,
    ).toBe('autorizada');
    expect(authorizationOutcome(result('NO AUTORIZADO')).kind).toBe('no-autorizada');
    expect(authorizationOutcome(result('EN PROCESO')).kind).toBe('en-proceso');
    expect(authorizationOutcome(result('NO ENCONTRADO')).kind).toBe('no-encontrada');
    expect(authorizationOutcome(result('RECHAZADA')).kind).toBe('no-encontrada');
  });

  it('backs off by doubling, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(1000, 10_000, attempt))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe('certificate passwords at rest', () => {
  it('are sealed with AES-GCM: another key or a changed byte cannot open them', () => {
    const box = secretBox('clave-de-la-instalacion');
    const sealed = box.encrypt('contraseña del .p12');
    expect(sealed).not.toContain('contraseña');
    expect(box.decrypt(sealed)).toBe('contraseña del .p12');
    expect(() => secretBox('otra-clave').decrypt(sealed)).toThrow();
    // One bit of the ciphertext flipped (writing "AA" over its last characters changed nothing when
    // the bits they hold were already zero: 1 run in 1024).
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 0x01;
    parts[3] = data.toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
  });
});

describe('demo certificates', () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.destroy();
  });

  it('gives a demo emisor without one a signing test certificate, its password encrypted, once', async () => {
    db = await createTestDatabase();
    const handle = db.database.db;
    await handle
      .update(emisores)
      .set({ certificadoP12: null, certificadoClaveCifrada: null })
      .where(eq(emisores.ruc, demoEmisor.ruc));
    const box = secretBox('clave-de-prueba');
    expect(await ensureDemoCertificates(handle, box)).toBe(1);
    expect(await ensureDemoCertificates(handle, box)).toBe(0);

    const [row] = await handle
      .select({ p12: emisores.certificadoP12, clave: emisores.certificadoClaveCifrada })
      .from(emisores)
      .where(eq(emisores.ruc, demoEmisor.ruc));
    const certificate = loadCertificate(row!.p12!, box.decrypt(row!.clave!));
    expect(certificate.keyUsage.digitalSignature).toBe(true);
    expect(certificate.subjectName).toContain(demoEmisor.razonSocial);
    expect(certificate.notAfter.getTime()).toBeGreaterThan(Date.now());
  });
});
