import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fictitiousCertificate, newRuc, type Supplier, supplierInvoice, zip } from '@facturador/api/testing';
import { expect, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';

/**
 * Issue #42: the accountant uploads a ZIP of three supplier invoices, sets their código de sustento in the
 * Compras screen, and downloads the month's ATS, which validates against ats.xsd and carries their figures,
 * the same as form 104's «Compras por tarifa» beside it. A past month holds only these purchases: the
 * other specs' documents are dated today.
 */
const ATS_XSD = resolve(import.meta.dirname, '../../api/src/sri/xsd/ats.xsd');
const MES = '2026-06';
const SUPPLIER: Supplier = {
  ruc: newRuc(),
  razonSocial: 'FERRETERIA EL CONSTRUCTOR CIA. LTDA.',
  dirMatriz: 'Av. Universitaria y Ramos Iduarte, Portoviejo',
  email: 'ventas@elconstructor.example.com',
};

const linea = (nombre: string, precio: number, impuesto = 'IVA 15%') => ({
  producto_codigo: 'FER-1',
  producto_nombre: nombre,
  producto_precio: precio,
  producto_cantidad: 1,
  producto_descuento: 0,
  producto_impuesto: impuesto,
});

test('el contador sube un ZIP de facturas de proveedores, les da su sustento y descarga un ATS válido', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await ApiClient.login();
  const { emisor } = await api.ok<{ emisor: { ruc: string; razonSocial: string; agenteRetencion: string } }>(
    'GET',
    '/api/emisor',
  );
  await api.ok('PUT', '/api/emisor', { agenteRetencion: emisor.agenteRetencion || '1' });
  try {
    const certificate = fictitiousCertificate(SUPPLIER);
    const base = Date.now() % 1_000_000;
    const facturas = [
      [linea('Cemento 50 kg', 100)],
      [linea('Varilla 12 mm', 200), linea('Manual de obra', 40, 'IVA 0%')],
      [linea('Pintura de caucho', 60)],
    ].map((lineas, index) =>
      supplierInvoice({
        proveedor: SUPPLIER,
        certificate,
        comprador: { ruc: emisor.ruc, razonSocial: emisor.razonSocial },
        ambiente: 2,
        secuencial: base + index,
        fechaEmision: new Date(`${MES}-1${index}T17:00:00Z`),
        lineas,
      }),
    );
    const lote = zip(
      facturas.map((f, index) => ({ name: `proveedor/factura-${index}.xml`, data: Buffer.from(f.xml) })),
    );

    await openAdmin(page, 'compras');
    await page.getByRole('button', { name: 'Subir varios comprobantes' }).click();
    const subir = page.getByRole('dialog', { name: 'Subir varios comprobantes' });
    await subir
      .getByLabel(/Archivos XML autorizados o ZIP/)
      .setInputFiles({ name: 'proveedor.zip', mimeType: 'application/zip', buffer: lote });
    await subir.getByRole('button', { name: 'Registrar archivos' }).click();
    await expect(subir.getByText('3 registradas, 0 ya registradas, 0 rechazadas')).toBeVisible({ timeout: 30_000 });
    await subir.getByRole('button', { name: 'Cerrar' }).click();

    // Each purchase asks for its sustento until it has one, chosen in its row.
    for (const factura of facturas) {
      const row = page.getByRole('row').filter({ hasText: factura.numero });
      await expect(row).toContainText('Falta el código de sustento (ATS)');
      await row.getByLabel(`Código de sustento de la compra ${factura.numero}`).selectOption('01');
      await expect(row).not.toContainText('Falta el código de sustento (ATS)');
    }

    await page.goto(`/admin/anexos?mes=${MES}`);
    await expect(
      page.getByText('El ATS del mes está listo para descargar: no hay problemas que corregir.'),
    ).toBeVisible();
    const compras = page.getByRole('table', { name: 'Compras por tarifa' });
    await expect(compras.getByRole('row').filter({ hasText: '15' })).toContainText('$ 360.00');
    await expect(compras.getByRole('row').filter({ hasText: '15' })).toContainText('$ 54.00');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar ATS (XML)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ATS-${emisor.ruc}-062026.xml`);
    const path = testInfo.outputPath('ats.xml');
    await file.saveAs(path);
    const output = execFileSync('xmllint', ['--noout', '--schema', ATS_XSD, path], { encoding: 'utf8', stdio: 'pipe' });
    expect(output).toBe('');
    const xml = readFileSync(path, 'utf8');
    const detalles = xml.match(/<detalleCompras>[\s\S]*?<\/detalleCompras>/g) ?? [];
    expect(detalles).toHaveLength(3);
    const [cemento, varilla, pintura] = facturas.map(
      (factura) => detalles.find((detalle) => detalle.includes(`<secuencial>${factura.numero.slice(8)}</secuencial>`))!,
    );
    expect(cemento).toContain('<codSustento>01</codSustento>');
    expect(cemento).toContain('<baseImpGrav>100.00</baseImpGrav>');
    expect(cemento).toContain('<montoIva>15.00</montoIva>');
    expect(varilla).toContain('<baseImponible>40.00</baseImponible>');
    expect(varilla).toContain('<baseImpGrav>200.00</baseImpGrav>');
    expect(varilla).toContain('<montoIva>30.00</montoIva>');
    expect(pintura).toContain('<baseImpGrav>60.00</baseImpGrav>');
    expect(pintura).toContain(`<idProv>${SUPPLIER.ruc}</idProv>`);
  } finally {
    await api.ok('PUT', '/api/emisor', { agenteRetencion: emisor.agenteRetencion });
  }
});
