import { DEMO_PROVEEDOR, DEMO_PURCHASES, demoPurchaseClave, demoPurchaseNumero } from '@facturador/api/testing';
import { expect, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { openAdmin } from '../support/admin-pages';

/**
 * Issue #22 §2: the demo company, an agente de retención, registers its supplier's invoice by its
 * clave de acceso (the API fetches it from the SRI simulator), issues the comprobante de retención
 * on it with the code picker, sees it authorized on its card, and the supplier receives it in MailDev.
 */
const MAILDEV_URL = `http://localhost:${process.env.MAILDEV_WEB_PORT ?? 1080}`;
const purchase = DEMO_PURCHASES[2]!;
const numeroFactura = demoPurchaseNumero(purchase);

interface InboxMessage {
  subject: string;
  to: { address: string }[];
  attachments?: { filename: string }[];
}

/** The retención's messages (an invoice of another spec may carry the same number). */
async function inbox(numero: string): Promise<InboxMessage[]> {
  const response = await fetch(`${MAILDEV_URL}/api/email`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as InboxMessage[]).filter((message) =>
    message.subject.startsWith(`Comprobante de retención ${numero} `),
  );
}

test('un agente de retención convierte la factura de su proveedor en una retención autorizada que le llega por correo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await ApiClient.login();
  const { emisor } = await api.ok<{ emisor: { agenteRetencion: string } }>('GET', '/api/emisor');
  await api.ok('PUT', '/api/emisor', { agenteRetencion: emisor.agenteRetencion || '1' });
  try {
    await openAdmin(page, 'compras');
    await expect(page.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Empresa y cuenta' }).getByRole('link', { name: 'Compras' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Registrar compra' }).click();
    const registrar = page.getByRole('dialog', { name: 'Registrar compra' });
    await registrar.getByLabel('Clave de acceso').fill(demoPurchaseClave(purchase));
    await registrar.getByRole('button', { name: 'Registrar' }).click();

    // Registered, the purchase opens «Emitir retención»: 180.00 without IVA, IVA 27.00.
    const emitir = page.getByRole('dialog', { name: `Emitir retención de la factura ${numeroFactura}` });
    await expect(emitir).toContainText(DEMO_PROVEEDOR.razonSocial);
    await emitir.getByLabel('Código de retención de Renta').selectOption('312');
    await expect(emitir.getByLabel('Base imponible de Renta')).toHaveValue('180.00');
    await expect(emitir.getByText(/^Valor retenido de Renta:/)).toContainText('$ 3.15');
    await emitir.getByLabel('Código de retención de IVA').selectOption('1');
    await expect(emitir.getByText(/^Valor retenido de IVA:/)).toContainText('$ 8.10');
    await expect(emitir.getByText(/^Total retenido:/)).toContainText('$ 11.25');
    await emitir.getByRole('button', { name: 'Emitir retención' }).click();

    const confirmar = page.getByRole('dialog', { name: 'Confirmar retención' });
    await expect(confirmar).toContainText('$ 11.25');
    await confirmar.getByRole('button', { name: 'Confirmar y emitir' }).click();

    const enlace = emitir.getByRole('link', { name: /^Ver el comprobante / });
    await expect(enlace).toBeVisible({ timeout: 30_000 });
    const numero = ((await enlace.textContent()) ?? '').replace('Ver el comprobante ', '').trim();
    expect(numero).toMatch(/^\d{3}-\d{3}-\d{9}$/);
    await enlace.click();

    // Its card, like an invoice's, until AUTORIZADA.
    // (A PRUEBAS invoice may share its number: the card is the one to the supplier.)
    const card = page.getByRole('article', { name: numero }).filter({ hasText: DEMO_PROVEEDOR.razonSocial });
    await expect(async () => {
      await page.reload();
      await expect(card).toContainText('AUTORIZADA', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // The supplier receives the RIDE and the authorized XML.
    await expect
      .poll(async () => (await inbox(numero)).map((message) => message.subject), { timeout: 30_000 })
      .toEqual([`Comprobante de retención ${numero} de Comercial El Manaba`]);
    const [message] = await inbox(numero);
    expect(message?.to.map((to) => to.address)).toEqual([DEMO_PROVEEDOR.email]);
    expect(message?.attachments?.map((file) => file.filename)).toContain(`${numero}.pdf`);

    // The public page by clave de acceso shows it, like an invoice's.
    const { facturas } = await api.ok<{ facturas: { claveAcceso: string; tipoComprobante: string }[] }>(
      'GET',
      `/api/facturas?filtro=${numero}`,
    );
    const clave = facturas.find((documento) => documento.tipoComprobante === '07')!.claveAcceso;
    await page.goto(`/descargar-factura/${clave}`);
    await page.getByRole('button', { name: 'Ver factura' }).click();
    await expect(page.getByRole('dialog', { name: `Comprobante de retención ${numero}` })).toBeVisible();
  } finally {
    await api.ok('PUT', '/api/emisor', { agenteRetencion: emisor.agenteRetencion });
  }
});
