import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { newRuc } from '@facturador/api/testing';
import { formatMoney, numeroDocumento } from '@facturador/shared/domain';
import type { Dashboard, SalesReport } from '@facturador/shared/domain/reports';
import { CORREO_GUARDADO_MESSAGE, RESUMEN_STOCK_BAJO_LABEL } from '@facturador/shared/domain/settings';
import { expect, type Page, test } from '@playwright/test';
import { API_URL, ApiClient, uniqueSuffix } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';
import { issue, todayInEcuador, waitForEstado } from '../support/documents-api';
import { signIn } from '../support/session';

/**
 * Issue #15 on screen: the dashboard under the welcome page (figures, charts, what needs attention,
 * low stock, certificate and plan), /admin/reportes (a month's sales and IVA), the exports of Mis
 * Comprobantes and the low-stock digest setting. The suite's documents are PRUEBAS ones (the demo
 * company issues in PRUEBAS), so the switches are on.
 */

const month = () => todayInEcuador().slice(0, 7);

async function reportOfThisMonth(api: ApiClient, ambiente: 1 | 2 = 1): Promise<SalesReport> {
  const [year, monthNumber] = month().split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return api.ok<SalesReport>(
    'GET',
    `/api/reportes/ventas?desde=${month()}-01&hasta=${month()}-${lastDay}&ambiente=${ambiente}`,
  );
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The URLs of the scripts that carry the chart library, as the page downloads them. */
function watchChartScripts(page: Page): string[] {
  const chartScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // uPlot's code names its legend's CSS class; no other script of the suite does.
    const body = await response.text().catch(() => '');
    if (body.includes('u-legend')) chartScripts.push(response.url());
  });
  return chartScripts;
}

test.describe('Reportes', () => {
  let api: ApiClient;
  let claveAcceso = '';
  let before: SalesReport;
  let dashboardBefore: Dashboard;
  let rejected = '';

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    api = await ApiClient.login();
    before = await reportOfThisMonth(api);
    dashboardBefore = await api.ok<Dashboard>('GET', '/api/dashboard?ambiente=1');
    // One service line: $25 + IVA 15 % = $28.75.
    claveAcceso = await issue(api);
    rejected = await issue(api, 'devuelta:35');
    await waitForEstado(api, claveAcceso, ['AUTORIZADA']);
    await waitForEstado(api, rejected, ['NO RECIBIDA']);
  });

  test('el reporte del mes suma la factura emitida y descarga el Excel', async ({ page }) => {
    await openAdmin(page, '');
    await page.getByRole('navigation', { name: 'Empresa y cuenta' }).getByRole('link', { name: 'Reportes' }).click();
    await expect(page.getByRole('heading', { name: 'Reporte de ventas e IVA' })).toBeVisible();
    await expect(page.getByLabel('Mes')).toHaveValue(month());
    await page.getByLabel('Ver ambiente de PRUEBAS').check();

    const facturas = before.importeTotal.facturas + 28.75;
    await expect(figure(page, 'Total facturas')).toHaveText(formatMoney(facturas));
    await expect(figure(page, 'Total neto')).toHaveText(formatMoney(before.importeTotal.neto + 28.75));
    const previous15 = before.iva.find((rate) => rate.codigoPorcentaje === 4)?.facturas ?? {
      baseImponible: 0,
      valor: 0,
    };
    const row15 = page.getByRole('table', { name: 'Ventas e IVA por tarifa' }).getByRole('row', { name: /^IVA 15%/ });
    await expect(row15.getByRole('cell').nth(0)).toHaveText(formatMoney(previous15.baseImponible + 25));
    await expect(row15.getByRole('cell').nth(1)).toHaveText(formatMoney(previous15.valor + 3.75));

    // Switched off, the page shows PRODUCCIÓN's figures, where this PRUEBAS invoice does not count.
    const produccion = await reportOfThisMonth(api, 2);
    await page.getByLabel('Ver ambiente de PRUEBAS').uncheck();
    await expect(figure(page, 'Total facturas')).toHaveText(formatMoney(produccion.importeTotal.facturas));

    await page.getByLabel('Ver ambiente de PRUEBAS').check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^ventas-iva-${month()}-01-a-${month()}-\\d{2}\\.xlsx$`));
    // An XLSX is a zip: it starts with PK.
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('Exportar CSV descarga la lista filtrada con la factura', async ({ page }) => {
    const numero = numeroDocumento(claveAcceso);
    await openAdmin(page, 'facturas');
    await page.getByLabel('Buscar por cédula/RUC/secuencial').fill(numero);
    // Another type's document (a retención, a liquidación) may carry the same number: the card of this key.
    await expect(page.getByRole('article', { name: numero }).filter({ hasText: claveAcceso })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('comprobantes.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(numero);
    expect(csv).toContain(claveAcceso);
    // Only the filtered list: every row after the header is a document with that number.
    const rows = csv.trim().split(/\r?\n/).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(numero);

    const excel = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    expect((await excel).suggestedFilename()).toBe('comprobantes.xlsx');
  });

  test('sin el permiso de administrar, /admin/reportes muestra la página de permiso y el menú no lo ofrece', async ({
    page,
  }) => {
    await openAdmin(page, 'reportes', 'vendedor');
    await expect(page.getByRole('heading', { name: 'No tiene permiso para ver esta página' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reportes' })).toHaveCount(0);
  });

  test('el resumen bajo la bienvenida muestra la venta de hoy y lleva al comprobante por atender', async ({ page }) => {
    await openAdmin(page, '');
    // The welcome content stays as it is, the dashboard comes below it.
    await expect(page.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeVisible();
    const resumen = page.getByRole('region', { name: 'Resumen del negocio' });
    await resumen.getByLabel('Ver ambiente de PRUEBAS').check();
    const ventasHoy = formatMoney(dashboardBefore.hoy.ventas + 28.75);
    await expect(figure(page, 'Ventas de hoy').first()).toHaveText(ventasHoy);
    await expect(figure(page, 'Comprobantes del mes')).toHaveText(
      String(dashboardBefore.mes.numeroFacturas + dashboardBefore.mes.numeroNotasCredito + 1),
    );

    // Both charts are drawn, and their figures are in a table named like the chart (the text alternative).
    const ventas = resumen.getByRole('region', { name: 'Ventas', exact: true });
    const diario = ventas.getByRole('figure', { name: 'Ventas diarias de los últimos 30 días' });
    await expect(diario.locator('canvas').first()).toBeVisible();
    const [year, monthNumber, day] = todayInEcuador().split('-');
    const hoy = ventas
      .getByRole('table', { name: 'Ventas diarias de los últimos 30 días' })
      .getByRole('row', { name: `${day}/${monthNumber}/${year}` });
    await expect(hoy.getByRole('cell')).toHaveText(ventasHoy);
    const mensual = ventas.getByRole('table', { name: 'Ventas por mes de los últimos 12 meses' });
    await expect(mensual.getByRole('row')).toHaveCount(13);
    await expect(mensual.getByRole('row').last().getByRole('cell')).toHaveText(
      formatMoney(dashboardBefore.mes.ventas + 28.75),
    );

    // The certificate's expiry and this month's usage of the plan (PRUEBAS documents do not count).
    const empresa = resumen.getByRole('region', { name: 'Firma electrónica y plan' });
    await expect(figure(page, 'Firma electrónica')).toHaveText(/^Vence el \d{2}\/\d{2}\/\d{4}$/);
    await expect(empresa.getByText('Plan Profesional')).toBeVisible();
    const uso = dashboardBefore.empresa!.uso.documentosProduccion.usados;
    const produccion = empresa
      .getByRole('term')
      .filter({ hasText: `Comprobantes en PRODUCCIÓN (${month()})` })
      .locator('xpath=following-sibling::dd[1]');
    await expect(produccion).toHaveText(`${uso} (sin límite)`);

    const numero = numeroDocumento(rejected);
    const atencion = resumen.getByRole('region', { name: 'Comprobantes por atender' });
    await atencion.getByRole('link', { name: `Factura ${numero}` }).click();
    await expect(page.getByRole('heading', { name: 'Mis Comprobantes' })).toBeVisible();
    await expect(page.getByLabel('Buscar por cédula/RUC/secuencial')).toHaveValue(numero);
    await expect(page.getByRole('article', { name: numero })).toContainText('NO RECIBIDA');
  });

  test('un producto que queda bajo su stock mínimo aparece en el resumen, con su almacén', async ({ page }) => {
    const suffix = uniqueSuffix();
    const principal = await api.warehouseId('Bodega Principal');
    const { producto } = await api.ok<{ producto: { _id: string } }>('POST', '/api/productos', {
      codigo: `MIN-${suffix}`,
      nombre: `Foco LED ${suffix}`,
      precio: 3,
      inventariado: true,
      stock_minimo: 5,
    });
    await api.createMovement({
      tipo_movimiento: 'ENTRADA',
      destino: principal,
      items: [{ producto_id: producto._id, cantidad: 8 }],
    });
    // A SALIDA of 4 leaves 4 of a minimum of 5.
    await api.createMovement({
      tipo_movimiento: 'SALIDA',
      origen: principal,
      items: [{ producto_id: producto._id, cantidad: 4 }],
    });

    await openAdmin(page, '');
    const stock = page
      .getByRole('region', { name: 'Resumen del negocio' })
      .getByRole('region', { name: 'Stock bajo', exact: true });
    const row = stock.getByRole('row', { name: new RegExp(`Foco LED ${suffix}`) });
    await expect(row.getByRole('cell')).toHaveText([
      `Foco LED ${suffix} (MIN-${suffix})`,
      'Bodega Principal',
      '4',
      '5',
    ]);
  });

  test('el resumen diario de stock bajo se activa en Correo de facturas (Profesional) y no existe en Gratis', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await openAdmin(page, 'empresa');
    const section = page.getByRole('region', { name: 'Correo de facturas' });
    const resumen = section.getByLabel(RESUMEN_STOCK_BAJO_LABEL);
    const save = section.getByRole('button', { name: 'Guardar correo de facturas' });
    const initial = await resumen.isChecked();
    await resumen.setChecked(!initial);
    await save.click();
    await expect(section.getByText(CORREO_GUARDADO_MESSAGE)).toBeVisible();
    await page.reload();
    await expect(section.getByLabel(RESUMEN_STOCK_BAJO_LABEL)).toBeChecked({ checked: !initial });
    // Back as it was, for the rest of the suite.
    await section.getByLabel(RESUMEN_STOCK_BAJO_LABEL).setChecked(initial);
    await save.click();
    await expect(section.getByText(CORREO_GUARDADO_MESSAGE)).toBeVisible();

    // A new company starts on Gratis: the setting is not offered.
    const suffix = uniqueSuffix();
    const usuario = `stock-${suffix}`;
    const clave = 'clave-segura-2025';
    const registro = await fetch(`${API_URL}/api/registro`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ruc: newRuc(),
        razonSocial: `FERRETERIA STOCK ${suffix}`,
        nombreComercial: 'Ferretería Stock',
        dirMatriz: 'Av. Olmedo 5, Guayaquil',
        email: `bodega-${suffix}@ferreteria.ec`,
        usuario,
        clave,
      }),
    });
    expect(registro.status).toBe(201);
    // Another browser session: the demo one stays signed in.
    const context = await browser.newContext();
    const merchant = await context.newPage();
    await signIn(merchant, usuario, clave);
    await merchant.goto('/admin/empresa');
    const gratis = merchant.getByRole('region', { name: 'Correo de facturas' });
    await expect(gratis.getByLabel('Enviar por correo los comprobantes de PRUEBAS')).toBeVisible();
    await expect(gratis.getByLabel(RESUMEN_STOCK_BAJO_LABEL)).toHaveCount(0);
    await context.close();
  });

  test('la biblioteca de gráficos solo se descarga con el resumen, que pasa la revisión de accesibilidad (axe)', async ({
    page,
  }) => {
    const chartScripts = watchChartScripts(page);
    await openAdmin(page, 'productos');
    await expect(page.getByRole('heading', { name: 'Gestionar Productos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chartScripts).toEqual([]);

    await page.goto('/admin');
    const diario = page.getByRole('figure', { name: 'Ventas diarias de los últimos 30 días' });
    await expect(diario.locator('canvas').first()).toBeVisible();
    await expect.poll(() => chartScripts.length).toBe(1);
    await expect(page.getByRole('region', { name: 'Firma electrónica y plan' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[aria-labelledby="dashboard-title"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });

  test('los gráficos siguen a su tarjeta cuando la ventana se angosta de 1280 a 700 px y vuelve', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, '');
    const ventas = page.getByRole('region', { name: 'Ventas', exact: true });
    const charts = ['Ventas diarias de los últimos 30 días', 'Ventas por mes de los últimos 12 meses'].map((name) =>
      ventas.getByRole('figure', { name }),
    );
    await charts[0]!.scrollIntoViewIfNeeded();
    for (const chart of charts) await expect(chart.locator('canvas').first()).toBeVisible();
    /** Each canvas's width less what its card leaves inside its padding: 0 (or a rounded pixel less) when it follows. */
    const follow = () =>
      Promise.all(
        charts.map((chart) =>
          chart.evaluate((card) => {
            const style = getComputedStyle(card);
            const inner =
              card.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
            const gap = (card.querySelector('canvas')?.getBoundingClientRect().width ?? 0) - inner;
            return gap <= 0 && gap > -1;
          }),
        ),
      );
    const canvasWidths = () =>
      Promise.all(
        charts.map((chart) =>
          chart
            .locator('canvas')
            .first()
            .evaluate((canvas) => canvas.clientWidth),
        ),
      );
    await expect.poll(follow).toEqual([true, true]);
    const wide = await canvasWidths();

    // 1000 px: one chart under the other, each wider than at 1280; then 700 px, narrower than that.
    for (const width of [1000, 700]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(follow).toEqual([true, true]);
      // Nothing holds the page wider than the window: it does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    expect((await canvasWidths()).every((width) => width < 700)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(follow).toEqual([true, true]);
    expect(await canvasWidths()).toEqual(wide);
  });

  test('en un teléfono, los gráficos bajo el primer vistazo traen su biblioteca al acercarse a ellos', async ({
    page,
  }) => {
    const chartScripts = watchChartScripts(page);
    await page.setViewportSize({ width: 360, height: 640 });
    await openAdmin(page, '');
    await expect(page.getByRole('region', { name: 'Firma electrónica y plan' })).toBeVisible();
    // The figures are there from the start, in the table that is the chart's text alternative.
    const ventas = page.getByRole('region', { name: 'Ventas', exact: true });
    await expect(
      ventas.getByRole('table', { name: 'Ventas por mes de los últimos 12 meses' }).getByRole('row'),
    ).toHaveCount(13);
    await page.waitForLoadState('networkidle');
    expect(chartScripts).toEqual([]);

    const diario = ventas.getByRole('figure', { name: 'Ventas diarias de los últimos 30 días' });
    await diario.scrollIntoViewIfNeeded();
    await expect(diario.locator('canvas').first()).toBeVisible();
    await expect.poll(() => chartScripts.length).toBe(1);
  });
});
