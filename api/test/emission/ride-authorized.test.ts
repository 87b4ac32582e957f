import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIN_VALIDEZ_TRIBUTARIA_TEXT } from '@facturador/shared/domain/ride';
import { buildRidePdf } from '@facturador/shared/ride';
import { describe, expect, it } from 'vitest';
import { loadCertificate, opensslP12, PNG_1X1, signUp, upload } from '../company/helpers';
import type { ApiClient } from '../helpers/api';
import { facturar, quickInvoice, useEmissionApi, waitForEstado } from './helpers';

/** Issue #24 §2: the RIDE is the authorized document, for ever. */
const ctx = useEmissionApi();

/** The RIDE's PDF text, as a reader sees it (poppler's pdftotext). */
async function rideText(client: ApiClient, clave: string): Promise<string> {
  const response = await client.get(`/api/factura_ride/${clave}`);
  expect(response.status).toBe(200);
  const pdf = await buildRidePdf(response.body.factura);
  const dir = mkdtempSync(join(tmpdir(), 'ride-'));
  try {
    writeFileSync(join(dir, 'ride.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'ride.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A 2×1 PNG: another logo than PNG_1X1. */
const PNG_2X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8Dwn4GBgQEAC/0D/ZbU1x8AAAAASUVORK5CYII=',
  'base64',
);

describe('the RIDE of an authorized document', () => {
  it('prints the resolution numbers and SIN VALIDEZ TRIBUTARIA, and never changes with the settings', async () => {
    const { client } = await signUp(ctx.api.anonymous, { razonSocial: 'COMERCIAL ANDINA S.A.' });
    await loadCertificate(client, opensslP12('firma-ride').p12, 'firma-ride');
    expect((await upload(client, '/api/emisor/logo', PNG_1X1, {}, 'logo.png')).status).toBe(200);
    const configured = await client.put('/api/emisor', {
      obligadoContabilidad: true,
      contribuyenteEspecial: '5368',
      agenteRetencion: '1',
      regimen: 'RIMPE EMPRENDEDOR',
    });
    expect(configured.status).toBe(200);

    const clave = (await facturar(client, quickInvoice())).body.claveAcceso as string;
    await waitForEstado(client, clave, 'AUTORIZADA');
    const before = await rideText(client, clave);
    const flat = before.replace(/\s+/g, ' ');
    expect(flat).toContain('Contribuyente Especial Nro.: 5368');
    expect(flat).toContain('Agente de Retención Resolución No.: 1');
    expect(flat).toContain('OBLIGADO A LLEVAR CONTABILIDAD: SI');
    expect(flat).toContain('CONTRIBUYENTE RÉGIMEN RIMPE');
    expect(flat).toContain(SIN_VALIDEZ_TRIBUTARIA_TEXT);
    const logoBefore = (await client.get(`/api/factura_ride/${clave}`)).body.factura.logo;

    // The company changes everything the RIDE prints about it.
    expect(
      (
        await client.put('/api/emisor', {
          razonSocial: 'OTRA RAZON SOCIAL S.A.',
          nombreComercial: 'Otra',
          dirMatriz: 'Otra dirección 123',
          obligadoContabilidad: false,
          contribuyenteEspecial: '9999',
          agenteRetencion: '2',
          regimen: 'GENERAL',
        })
      ).status,
    ).toBe(200);
    expect((await upload(client, '/api/emisor/logo', PNG_2X1, {}, 'logo.png')).status).toBe(200);

    expect(await rideText(client, clave)).toBe(before);
    expect((await client.get(`/api/factura_ride/${clave}`)).body.factura.logo).toBe(logoBefore);
  });
});
