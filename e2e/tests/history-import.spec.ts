import { fictitiousCertificate, newRuc, type Supplier, supplierInvoice, zip } from '@facturador/api/testing';
import { expect, test } from '@playwright/test';
import { uniqueSuffix } from '../support/admin-api';

/**
 * A merchant leaving the SRI's free Facturador: it signs up, answers «¿Ya emitía facturas electrónicas?»,
 * uploads the ZIP of what it issued there (three authorized facturas and one of another RUC), and confirms
 * the numbering, customers and products: its history shows in Mis Comprobantes as «Importado».
 */
const authorized = (xml: string, clave: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><autorizacion><estado>AUTORIZADO</estado>' +
  `<numeroAutorizacion>${clave}</numeroAutorizacion><fechaAutorizacion>2026-06-10T12:30:00-05:00</fechaAutorizacion>` +
  `<ambiente>PRODUCCIÓN</ambiente><comprobante><![CDATA[${xml}]]></comprobante><mensajes/></autorizacion>`;

const linea = (codigo: string, nombre: string, precio: number) => ({
  producto_codigo: codigo,
  producto_nombre: nombre,
  producto_precio: precio,
  producto_cantidad: 1,
  producto_descuento: 0,
  producto_impuesto: 'IVA 15%',
});

function history(empresa: Supplier) {
  const certificate = fictitiousCertificate(empresa);
  const comprador = { ruc: '0992339411001', razonSocial: 'FERRETERIA LA COSTA S.A.' };
  const facturas = [311, 312, 313].map((secuencial, index) =>
    supplierInvoice({
      proveedor: empresa,
      certificate,
      comprador,
      ambiente: 2,
      secuencial,
      fechaEmision: new Date('2026-06-10T12:00:00-05:00'),
      lineas: [linea(`HIS-${index + 1}`, `Producto histórico ${index + 1}`, 10 + index)],
    }),
  );
  const ajeno: Supplier = { ...empresa, ruc: newRuc(), razonSocial: 'OTRA EMPRESA S.A.' };
  const otra = supplierInvoice({
    proveedor: ajeno,
    certificate: fictitiousCertificate(ajeno),
    comprador,
    ambiente: 2,
    secuencial: 1,
    fechaEmision: new Date('2026-06-10T12:00:00-05:00'),
    lineas: [linea('X-1', 'Ajeno', 5)],
  });
  const entry = (name: string, doc: { xml: string; claveAcceso: string }) => ({
    name,
    data: Buffer.from(authorized(doc.xml, doc.claveAcceso), 'utf8'),
  });
  return zip([
    ...facturas.map((factura, index) => entry(`Facturador/autorizados/factura-${index + 1}.xml`, factura)),
    entry('Facturador/autorizados/ajena.xml', otra),
  ]);
}

test('un comerciante que deja el Facturador del SRI trae su historial y continúa su numeración', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const empresa: Supplier = {
    ruc: newRuc(),
    razonSocial: `HISTORIAL ${suffix} CIA. LTDA.`,
    dirMatriz: 'Av. Manabí 123, Portoviejo',
    email: `historial-${suffix}@ejemplo.ec`,
  };
  await page.goto('/registro');
  await page.getByLabel('RUC').fill(empresa.ruc);
  await page.getByLabel('Razón social').fill(empresa.razonSocial);
  await page.getByLabel('Dirección matriz').fill('Av. Manabí 123');
  await page.getByLabel('Ciudad').fill('Portoviejo');
  await page.getByLabel('E-mail').fill(empresa.email);
  await page.getByLabel('Usuario').fill(`historial-${suffix}`);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-123');
  await page.getByLabel('Repetir contraseña').fill('clave-segura-123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await expect(page.getByText('¿Ya emitía facturas electrónicas?')).toBeVisible();
  await page.getByRole('link', { name: 'Importar mi historial' }).click();
  await expect(page.getByRole('heading', { name: 'Importar historial' })).toBeVisible();
  // No certificate yet: the first step asks for it; the documents can come first.
  await page.getByRole('button', { name: /Comprobantes/ }).click();
  await page.getByLabel('Archivos XML o ZIP').setInputFiles({
    name: 'historial.zip',
    mimeType: 'application/zip',
    buffer: history(empresa),
  });
  await page.getByRole('button', { name: 'Importar comprobantes' }).click();
  const resultados = page.getByRole('table', { name: 'Resultado por archivo' });
  await expect(resultados).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 importados, 0 duplicados, 1 rechazado')).toBeVisible();
  await expect(resultados).toContainText('historial.zip/Facturador/autorizados/ajena.xml');
  await expect(resultados).toContainText(`no del de su empresa (${empresa.ruc})`);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Numeración' })).toBeVisible();
  await expect(page.getByLabel(/Siguiente secuencial 001-001 Factura/)).toHaveValue('314');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('table', { name: 'Clientes' })).toContainText('FERRETERIA LA COSTA S.A.');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(
    page.getByText('3 documentos importados, 1 cliente, 3 productos, continúa en 001-001-000000314'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Ver en Mis Comprobantes' }).click();
  await expect(page.getByText('Importado').first()).toBeVisible();
  await expect(page.getByText('001-001-000000313')).toBeVisible();
});
