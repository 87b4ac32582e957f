import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { API_URL } from './deployment';
import { DEMO_PASSWORD, signIn } from './session';

export { API_URL };

/** Signs in as `usuario` and waits for the invoice screen with its item list. */
export async function openInvoiceScreen(page: Page, usuario = 'demo'): Promise<void> {
  await signIn(page, usuario);
  await expect(page.getByRole('heading', { name: 'Lista de items' })).toBeVisible();
}

/** The entry row's fields, found by their column header (the visible label). */
export function entryRow(page: Page) {
  return {
    codigo: page.getByLabel('Código', { exact: true }),
    descripcion: page.getByLabel('Descripción', { exact: true }),
    serie: page.getByLabel('N° Serie', { exact: true }),
    precio: page.getByLabel('Precio', { exact: true }),
    cantidad: page.getByLabel('Cantidad', { exact: true }),
    descuento: page.getByLabel('Descuento', { exact: true }),
    impuesto: page.getByLabel('Impuesto', { exact: true }),
    subtotal: page.getByLabel('Subtotal', { exact: true }),
    agregar: page.getByRole('button', { name: 'Agregar', exact: true }),
  };
}

/** Types a registered product's code, presses Enter (fills the row), then adds it with 'Agregar'. */
export async function addByCode(
  page: Page,
  codigo: string,
  options: { cantidad?: number; descuento?: number; precio?: number; serie?: string } = {},
): Promise<void> {
  const row = entryRow(page);
  await row.codigo.fill(codigo);
  await row.codigo.press('Enter');
  await expect(row.descripcion).toBeFocused();
  await expect(row.descripcion).not.toHaveValue('');
  if (options.serie !== undefined) {
    await row.serie.fill(options.serie);
    await row.serie.press('Enter');
  }
  if (options.precio !== undefined) await row.precio.fill(String(options.precio));
  if (options.cantidad !== undefined) await row.cantidad.fill(String(options.cantidad));
  if (options.descuento !== undefined) await row.descuento.fill(String(options.descuento));
  await row.agregar.click();
}

/** The data rows of the item list (the entry row and the empty hint excluded). */
export function addedLines(page: Page): Locator {
  return itemsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Eliminar', exact: true }) });
}

export function itemsTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Lista de items' }).getByRole('table');
}

/** An amount of the billing box, e.g. amount(page, 'Total') → '$ 12.50'. */
export function amount(page: Page, label: string): Locator {
  return page
    .getByRole('table', { name: 'Valores a pagar' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/** The 'Advertencia' dialog must say `message`; 'Aceptar' closes it. */
export async function expectWarning(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Advertencia' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the buyer as consumidor final (type 07). */
export async function chooseConsumidorFinal(page: Page): Promise<void> {
  await page.getByLabel('Tipo de documento').selectOption({ label: 'VENTA A CONSUMIDOR FINAL' });
  await expect(page.getByLabel('Número de documento')).toHaveValue('9999999999999');
}

/** A token for direct API calls (the same login the screen does). */
export async function apiToken(request: APIRequestContext, usuario = 'demo'): Promise<string> {
  const response = await request.post(`${API_URL}/api/login`, { data: { usuario, clave: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

export interface ApiItem {
  _id: string;
  nombre: string;
  precio: number;
  producto_codigo: string;
  almacen_id: string;
  almacen_nombre: string;
  numero_serie: string | null;
  stock: number;
  status: string;
}

/** Inventory items straight from GET /api/items (the shared database other tests also use). */
export async function apiItems(
  request: APIRequestContext,
  token: string,
  query: Record<string, string>,
): Promise<ApiItem[]> {
  const response = await request.get(`${API_URL}/api/items`, {
    params: query,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).items as ApiItem[];
}
