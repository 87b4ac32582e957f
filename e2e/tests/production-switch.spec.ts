import { newRuc, opensslP12 } from '@facturador/api/testing';
import {
  ambienteConfirmacionTexto,
  formatFechaSri,
  numeroDocumento,
  PRUEBAS_EN_EMPRESA_PRODUCCION_AVISO,
  parseClaveAcceso,
} from '@facturador/shared/domain';
import { rideFileName } from '@facturador/shared/domain/ride';
import { certificadoNoAcreditadoAviso, secuencialAgotadoMessage } from '@facturador/shared/domain/settings';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, ApiClient, uniqueSuffix } from '../support/admin-api';
import { serviceInvoice, waitForEstado } from '../support/documents-api';
import { addByCode, chooseConsumidorFinal } from '../support/invoice';
import { writeFixture } from '../support/merchant';
import { signIn } from '../support/session';

/**
 * Issue #24 §3-§5 on screen, each test with a company of its own signed up here: the demo company
 * stays in PRUEBAS with its numbering for the other specs.
 */

const CLAVE = 'clave-segura-2025';

interface Company {
  usuario: string;
  api: ApiClient;
}

async function signUpCompany(prefix: string): Promise<Company> {
  const suffix = uniqueSuffix();
  const usuario = `${prefix}-${suffix}`.toLowerCase();
  const registro = await fetch(`${API_URL}/api/registro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruc: newRuc(),
      razonSocial: `COMERCIAL ${prefix.toUpperCase()} ${suffix}`,
      nombreComercial: 'Comercial Produccion',
      dirMatriz: 'Av. 9 de Octubre 100, Guayaquil',
      email: `ventas-${suffix}@comercial.ec`,
      usuario,
      clave: CLAVE,
    }),
  });
  expect(registro.status).toBe(201);
  return { usuario, api: await ApiClient.login(usuario, CLAVE) };
}

const ambiente = (page: Page) => page.getByLabel('Ambiente');
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: PRUEBAS_EN_EMPRESA_PRODUCCION_AVISO });

/** Adds the service and opens 'Confirmar emisión' for a consumidor final. */
async function confirmInvoice(page: Page, codigo: string) {
  await chooseConsumidorFinal(page);
  await addByCode(page, codigo);
  await page.getByRole('button', { name: 'Enviar' }).click();
  return page.getByRole('dialog', { name: 'Confirmar emisión' });
}

test.describe('Pasar a PRODUCCIÓN sin sorpresas', () => {
  test('la firma no acreditada se advierte al cargarla; el cambio pregunta desde qué números sigue; el selector recuerda el ambiente, avisa PRUEBAS y la confirmación lo nombra', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { usuario, api } = await signUpCompany('prod');
    const codigo = `SRV-${uniqueSuffix()}`;
    await api.createProduct({ codigo, nombre: 'Mantenimiento', precio: 20, inventariado: false });

    // The certificate: self-signed, so from an issuer not accredited in Ecuador. Taken, with the warning.
    await signIn(page, usuario, CLAVE);
    await page.goto('/admin/empresa');
    await expect(page.getByRole('heading', { name: 'Empresa', level: 1 })).toBeVisible();
    const titular = `FIRMA PROPIA ${uniqueSuffix()}`;
    const p12 = writeFixture(testInfo.outputDir, 'firma.p12', opensslP12(CLAVE, { commonName: titular }).p12);
    await page.getByLabel('Archivo .p12').setInputFiles(p12);
    await page.getByLabel('Contraseña de la firma').fill(CLAVE);
    await page.getByRole('button', { name: 'Cargar certificado' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Certificado cargado' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: certificadoNoAcreditadoAviso(titular) })).toBeVisible();

    // The switch asks from which numbers factura and nota de crédito continue in PRODUCCIÓN.
    const datos = page.getByRole('form', { name: 'Datos de la empresa' });
    await datos.getByLabel('Ambiente').selectOption({ label: 'PRODUCCIÓN' });
    await datos.getByRole('button', { name: 'Guardar datos de la empresa' }).click();
    const cambio = page.getByRole('dialog', { name: 'Pasar a PRODUCCIÓN' });
    await expect(cambio).toContainText('Indique desde qué número continúa cada comprobante en PRODUCCIÓN');
    await cambio.getByLabel('Siguiente factura en PRODUCCIÓN').fill('1500');
    await cambio.getByLabel('Siguiente nota de crédito en PRODUCCIÓN').fill('20');
    await cambio.getByRole('button', { name: 'Confirmar PRODUCCIÓN' }).click();
    await expect(cambio).toBeHidden();
    await expect(datos.getByLabel('Ambiente')).toHaveValue('2');
    const { establecimientos } = await api.ok<{
      establecimientos: { puntos: { siguiente: Record<string, { pruebas: number; produccion: number }> }[] }[];
    }>('GET', '/api/establecimientos');
    expect(establecimientos[0]!.puntos[0]!.siguiente).toEqual({
      factura: { pruebas: 1, produccion: 1500 },
      notaCredito: { pruebas: 1, produccion: 20 },
      notaDebito: { pruebas: 1, produccion: 1 },
      retencion: { pruebas: 1, produccion: 1 },
      guiaRemision: { pruebas: 1, produccion: 1 },
      liquidacionCompra: { pruebas: 1, produccion: 1 },
    });

    // First use after the switch: the spec's default (PRUEBAS), with the warning banner.
    await page.goto('/nueva-factura');
    await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
    await expect(ambiente(page)).toHaveValue('1');
    await expect(banner(page)).toBeVisible();
    let confirm = await confirmInvoice(page, codigo);
    await expect(confirm).toContainText(`Ambiente: ${ambienteConfirmacionTexto(1)}`);
    await expect(confirm).toContainText('PRUEBAS — sin validez tributaria');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();

    // PRODUCCIÓN chosen: no banner, and a new visit starts there.
    await ambiente(page).selectOption({ label: 'PRODUCCIÓN' });
    await expect(banner(page)).toBeHidden();
    await page.reload();
    // The cancelled invoice comes back as a draft: set aside, the new form still starts in PRODUCCIÓN.
    await page.getByRole('button', { name: 'Descartar borrador' }).click();
    await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
    await expect(ambiente(page)).toHaveValue('2');
    await expect(banner(page)).toBeHidden();

    // The first PRODUCCIÓN invoice takes the number given at the switch, and the confirmation says so.
    confirm = await confirmInvoice(page, codigo);
    await expect(confirm).toContainText(`Ambiente: ${ambienteConfirmacionTexto(2)}`);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/facturar'));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    const { claveAcceso } = (await (await answered).json()) as { claveAcceso: string };
    await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toBeVisible();
    expect(numeroDocumento(claveAcceso)).toBe('001-001-000001500');
    expect(parseClaveAcceso(claveAcceso)!.ambiente).toBe('2');
    await waitForEstado(api, claveAcceso, ['AUTORIZADA']);

    // Back to PRUEBAS: remembered too, with the banner after a reload.
    await page.getByRole('dialog', { name: 'Documento enviado' }).getByRole('button', { name: 'Aceptar' }).click();
    await ambiente(page).selectOption({ label: 'PRUEBAS' });
    await expect(banner(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
    await expect(ambiente(page)).toHaveValue('1');
    await expect(banner(page)).toBeVisible();

    // Its RIDE downloads as 001-001-000001500.pdf.
    await page.goto(`/descargar-factura/${claveAcceso}`);
    await page.getByRole('button', { name: 'Ver factura' }).click();
    const ride = page.getByRole('dialog', { name: `Factura ${numeroDocumento(claveAcceso)}` });
    const downloading = page.waitForEvent('download');
    await ride.getByRole('button', { name: 'Descargar', exact: true }).click();
    expect((await downloading).suggestedFilename()).toBe(rideFileName('001-001-000001500'));
    expect(rideFileName('001-001-000001500')).toBe('001-001-000001500.pdf');

    // The nota de crédito continues from 20 in PRODUCCIÓN.
    const invoice = serviceInvoice();
    invoice.factura.ambiente = 2;
    const sold = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', invoice);
    expect(numeroDocumento(sold.claveAcceso)).toBe('001-001-000001501');
    await waitForEstado(api, sold.claveAcceso, ['AUTORIZADA']);
    const credit = serviceInvoice();
    const nota = {
      ...credit,
      factura: {
        ...credit.factura,
        ambiente: 2,
        tipoComprobante: 'notaCredito',
        facturaModificada: sold.claveAcceso,
        fechaDocumentoModificado: formatFechaSri(new Date()),
        motivoNotaCredito: 'Devolución de producto',
      },
    };
    const credited = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', nota);
    expect(numeroDocumento(credited.claveAcceso)).toBe('001-001-000000020');
  });

  test('el punto de emisión en el secuencial 999999999: el siguiente comprobante es un 409 en español y sus establecimientos se siguen viendo', async ({
    page,
  }) => {
    const { usuario, api } = await signUpCompany('limite');
    const { p12 } = opensslP12(CLAVE, { commonName: 'FIRMA LIMITE' });
    const form = new FormData();
    form.append('clave', CLAVE);
    form.append('archivo', new Blob([new Uint8Array(p12)]), 'firma.p12');
    const token = (
      (await (
        await fetch(`${API_URL}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ usuario, clave: CLAVE }),
        })
      ).json()) as { token: string }
    ).token;
    const uploaded = await fetch(`${API_URL}/api/emisor/certificado`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { establecimientos } = await api.ok<{
      establecimientos: { codigo: string; puntos: { _id: string; codigo: string }[] }[];
    }>('GET', '/api/establecimientos');
    const estab = establecimientos[0]!;
    const punto = estab.puntos[0]!;
    await api.ok('PUT', `/api/puntos/${punto._id}`, { siguiente: { factura: { pruebas: 999999999 } } });

    const last = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', serviceInvoice());
    expect(parseClaveAcceso(last.claveAcceso)!.secuencial).toBe('999999999');
    const next = await api.call<{ error: { message: string } }>('POST', '/api/facturar', serviceInvoice());
    expect(next.status).toBe(409);
    expect(next.body.error.message).toBe(
      secuencialAgotadoMessage('factura', 'PRUEBAS', `${estab.codigo}-${punto.codigo}`),
    );

    await signIn(page, usuario, CLAVE);
    await page.goto('/admin/establecimientos');
    await expect(
      page.getByRole('table', { name: `Puntos de emisión del establecimiento ${estab.codigo}` }),
    ).toBeVisible();
  });
});
