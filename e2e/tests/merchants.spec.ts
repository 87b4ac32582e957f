import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { newRuc, opensslP12 } from '@facturador/api/testing';
import { numeroDocumento } from '@facturador/shared/domain';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient, uniqueSuffix } from '../support/admin-api';
import { waitForEstado } from '../support/documents-api';
import { addByCode, chooseConsumidorFinal } from '../support/invoice';
import { makePng, writeFixture } from '../support/merchant';
import { signIn } from '../support/session';

const CLAVE = 'clave-segura-2025';
const LOGO = { width: 24, height: 12 };

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Empresa y cuenta' });

test.describe('Un comercio nuevo', () => {
  test('se registra, carga su firma y su logo, numera desde 002-003-1500 y su cajero factura en PRUEBAS', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const ruc = newRuc();
    const admin = `admin-${suffix}`;
    const cajero = `cajero-${suffix}`;

    // Sign-up from the login screen's link.
    await page.goto('/login');
    await page.getByRole('link', { name: '¿No tiene cuenta? Regístrese gratis' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await page.getByLabel('RUC').fill(ruc);
    await page.getByLabel('Razón social').fill(`FERRETERIA NUEVA ${suffix}`);
    await page.getByLabel('Nombre comercial').fill('Ferretería Nueva');
    await page.getByLabel('Dirección matriz').fill('Av. Amazonas N24-03, Quito');
    await page.getByLabel('E-mail').fill(`ventas-${suffix}@ejemplo.ec`);
    await page.getByLabel('Usuario').fill(admin);
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await page.getByLabel('Repetir contraseña').fill('otra');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 10 caracteres')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill(CLAVE);
    await page.getByLabel('Repetir contraseña').fill(CLAVE);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    // Signed in, on the welcome page with the setup checklist.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Primeros pasos' })).toBeVisible();

    // Certificate and logo.
    await accountMenu(page).getByRole('link', { name: 'Empresa' }).click();
    await expect(page.getByRole('heading', { name: 'Empresa', level: 1 })).toBeVisible();
    await expect(page.getByText('Plan y uso del mes')).toBeVisible();
    const ambiente = page.getByLabel('Ambiente');
    await expect(ambiente).toHaveValue('1');
    await expect(ambiente.locator('option', { hasText: 'PRODUCCIÓN' })).toBeDisabled();
    const p12 = writeFixture(
      testInfo.outputDir,
      'firma.p12',
      opensslP12(CLAVE, { commonName: `TITULAR ${suffix}` }).p12,
    );
    await page.getByLabel('Archivo .p12').setInputFiles(p12);
    await page.getByLabel('Contraseña de la firma').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Cargar certificado' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La contraseña de la firma electrónica es incorrecta.' }),
    ).toBeVisible();
    await page.getByLabel('Contraseña de la firma').fill(CLAVE);
    await page.getByRole('button', { name: 'Cargar certificado' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Certificado cargado' })).toBeVisible();
    await expect(page.getByLabel('Certificado actual')).toContainText(`TITULAR ${suffix}`);
    await expect(ambiente.locator('option', { hasText: 'PRODUCCIÓN' })).toBeEnabled();

    const png = writeFixture(testInfo.outputDir, 'logo.png', makePng(LOGO.width, LOGO.height));
    await page.getByLabel('Imagen del logo').setInputFiles(png);
    await page.getByRole('button', { name: 'Cargar logo' }).click();
    await expect(page.getByRole('img', { name: 'Logo de la empresa' })).toBeVisible();

    // Establishment 002 with point 003 continuing at 1500.
    await accountMenu(page).getByRole('link', { name: 'Establecimientos' }).click();
    await page.getByRole('button', { name: 'Agregar establecimiento' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo establecimiento' });
    await nuevo.getByLabel('Código').fill('002');
    await nuevo.getByLabel('Dirección').fill('Calle Bolívar 123, Cuenca');
    await nuevo.getByRole('button', { name: 'Guardar establecimiento' }).click();
    await expect(nuevo).toBeHidden();
    await page.getByRole('button', { name: 'Agregar punto de emisión al establecimiento 002' }).click();
    const punto = page.getByRole('dialog', { name: 'Nuevo punto de emisión en el establecimiento 002' });
    await punto.getByLabel('Código del punto de emisión').fill('003');
    await punto.getByLabel('Siguiente factura (PRUEBAS)').fill('1500');
    await punto.getByLabel('Siguiente retención (PRUEBAS)').fill('7');
    await punto.getByRole('button', { name: 'Guardar punto de emisión' }).click();
    await expect(punto).toBeHidden();
    const puntos = page.getByRole('table', { name: 'Puntos de emisión del establecimiento 002' });
    await expect(puntos.getByRole('row', { name: /002-003/ })).toContainText('1500');
    await expect(puntos.getByRole('row', { name: /002-003/ })).toContainText('7');

    // A cashier issuing from 002-003.
    await accountMenu(page).getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const usuario = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await usuario.getByLabel('Usuario', { exact: true }).fill(cajero);
    await usuario.getByLabel('Nombre').fill('Cajero de Cuenca');
    await usuario.getByLabel('Punto de emisión por defecto').selectOption({ label: '002-003' });
    await usuario.getByLabel('Contraseña', { exact: true }).fill(CLAVE);
    await usuario.getByLabel('Repetir contraseña').fill(CLAVE);
    await usuario.getByRole('button', { name: 'Guardar usuario' }).click();
    await expect(usuario).toBeHidden();
    await expect(
      page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: new RegExp(cajero) }),
    ).toBeVisible();

    // The cashier's catalogue has one service (set up through the API, as the admin tests do).
    const api = await ApiClient.login(cajero, CLAVE);
    await api.createProduct({
      codigo: `SRV-${suffix}`,
      nombre: 'Servicio de corte',
      precio: 12.5,
      inventariado: false,
    });

    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await signIn(page, cajero, CLAVE);
    await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
    const selector = page.getByLabel('Ambiente');
    await expect(selector).toHaveValue('1');
    await expect(selector.locator('option', { hasText: 'PRODUCCIÓN' })).toBeDisabled();
    await expect(page.getByText('Su empresa aún no emite en PRODUCCIÓN.')).toBeVisible();
    await chooseConsumidorFinal(page);
    await addByCode(page, `SRV-${suffix}`);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar emisión' });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/facturar'));
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    const { claveAcceso } = (await (await answered).json()) as { claveAcceso: string };
    await expect(page.getByRole('dialog', { name: 'Documento enviado' })).toBeVisible();
    expect(numeroDocumento(claveAcceso)).toBe('002-003-000001500');
    expect(claveAcceso.slice(23, 24)).toBe('1');
    await waitForEstado(api, claveAcceso, ['AUTORIZADA']);

    // The RIDE the buyer downloads: the new numbering and the logo instead of 'NO TIENE LOGO'.
    await page.goto(`/descargar-factura/${claveAcceso}`);
    await page.getByRole('button', { name: 'Ver factura' }).click();
    const ride = page.getByRole('dialog', { name: `Factura ${numeroDocumento(claveAcceso)}` });
    const downloading = page.waitForEvent('download');
    await ride.getByRole('button', { name: 'Descargar', exact: true }).click();
    const pdf = testInfo.outputPath('factura.pdf');
    await (await downloading).saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('FACTURA No. 002-003-000001500');
    expect(text).not.toContain('NO TIENE LOGO');
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(
      images.some((line) => new RegExp(`^\\s*\\d+\\s+\\d+\\s+\\w+\\s+${LOGO.width}\\s+${LOGO.height}\\s`).test(line)),
    ).toBe(true);
  });

  test('simple escribe /admin/items y ve la página de permiso', async ({ page }) => {
    await signIn(page, 'simple');
    await page.goto('/admin/items');
    await expect(page.getByRole('heading', { name: 'No tiene permiso para ver esta página' })).toBeVisible();
    await expect(page.getByText('No tiene permiso para usar el inventario.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.goto('/admin/usuarios');
    await expect(page.getByRole('heading', { name: 'No tiene permiso para ver esta página' })).toBeVisible();
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Cambiar contraseña']);
  });
});
