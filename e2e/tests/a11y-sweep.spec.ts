import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ApiClient } from '../support/admin-api';
import { signIn } from '../support/session';

/**
 * Issue #25: every page of the suite, at 1280 and at 360 px, has no axe violation, no horizontal
 * scroll on a phone, and its own document title. Visited signed in as the demo administrator (the
 * public pages before signing in, as a visitor sees them).
 */

interface Route {
  path: string;
  title: string;
  /** A public page, visited signed out (and, with `signedInToo`, again with the session). */
  visitor?: boolean;
  signedInToo?: boolean;
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

const APP = ' · Facturador';

/** The routes whose path needs the demo's data (a product, a warehouse, a movement, an item, a document). */
async function routes(): Promise<Route[]> {
  const api = await ApiClient.login();
  const { productos } = await api.ok<{ productos: { codigo: string }[] }>('GET', '/api/productos');
  const almacenes = await api.ok<{ nombre: string }[]>('GET', '/api/almacenes');
  const { movimientos } = await api.ok<{ movimientos: { _id: string }[] }>('GET', '/api/movimientos');
  const { items } = await api.ok<{ items: { _id: string }[] }>('GET', '/api/items');
  const { facturas } = await api.ok<{
    facturas: {
      claveAcceso: string;
      estado: string;
      tipoComprobante: string;
      contenido: { comprador: { identificacionComprador: string } };
    }[];
  }>('GET', '/api/facturas?limite=50');
  const autorizada = facturas.find((doc) => doc.estado === 'AUTORIZADA');
  // A credit note is for an invoice to an identified buyer (the 2025 rule refuses consumidor final).
  const acreditable = facturas.find(
    (doc) =>
      doc.estado === 'AUTORIZADA' &&
      doc.tipoComprobante === '01' &&
      doc.contenido.comprador.identificacionComprador !== '9999999999999',
  );
  if (!productos[0] || !almacenes[0] || !movimientos[0] || !items[0] || !autorizada || !acreditable) {
    throw new Error('Faltan datos de demostración para recorrer todas las páginas');
  }
  return [
    { path: '/', title: 'Facturación electrónica para Ecuador', visitor: true, signedInToo: true },
    { path: '/login', title: 'Iniciar sesión', visitor: true },
    { path: '/registro', title: 'Crear cuenta', visitor: true },
    {
      path: `/descargar-factura/${autorizada.claveAcceso}`,
      title: 'Factura electrónica',
      visitor: true,
      signedInToo: true,
    },
    { path: '/404', title: 'Página no encontrada', visitor: true },
    { path: '/nueva-factura', title: 'Nueva Factura' },
    {
      path: `/nueva-factura?claveAcceso=${acreditable.claveAcceso}&esNotaDeCredito=true`,
      title: 'Nueva Nota de Crédito',
    },
    { path: '/admin', title: 'Administrar' },
    { path: '/admin/facturas', title: 'Mis comprobantes' },
    { path: '/admin/productos', title: 'Productos' },
    { path: '/admin/nuevo-producto', title: 'Nuevo producto' },
    { path: `/admin/editar-producto/${encodeURIComponent(productos[0].codigo)}`, title: 'Editar producto' },
    { path: '/admin/importar-productos', title: 'Importar productos' },
    { path: '/admin/importar-clientes', title: 'Importar clientes' },
    { path: '/admin/importar-historial', title: 'Importar historial' },
    { path: '/admin/almacenes', title: 'Almacenes' },
    { path: '/admin/nuevo-almacen', title: 'Nuevo almacén' },
    { path: `/admin/editar-almacen/${encodeURIComponent(almacenes[0].nombre)}`, title: 'Editar almacén' },
    { path: '/admin/movimientos', title: 'Movimientos' },
    { path: `/admin/ver-items-movimiento/${movimientos[0]._id}`, title: 'Items del movimiento' },
    { path: '/admin/items', title: 'Items' },
    { path: `/admin/editar-item/${items[0]._id}`, title: 'Editar item' },
    { path: '/admin/movimientos-inventario', title: 'Movimiento de inventario' },
    { path: '/admin/empresa', title: 'Empresa' },
    { path: '/admin/establecimientos', title: 'Establecimientos' },
    { path: '/admin/usuarios', title: 'Usuarios' },
    { path: '/admin/reportes', title: 'Reportes' },
    { path: '/admin/integraciones', title: 'Integraciones' },
    { path: '/admin/retenciones', title: 'Retenciones' },
    { path: '/admin/cuentas-por-cobrar', title: 'Cuentas por cobrar' },
    { path: '/admin/cambiar-clave', title: 'Cambiar contraseña' },
  ];
}

/** Opens a route and waits until its page is drawn and its data loaded (no request left in flight). */
async function open(page: Page, route: Route): Promise<void> {
  await page.goto(route.path);
  await expect(page).toHaveTitle(`${route.title}${APP}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /Cargando/ })).toHaveCount(0);
}

/** axe's violations as `rule: target | target` lines (empty when the page passes). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** Elements wider than the window at 360 px, named for the report. */
async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest('[data-scroll-x], [role="group"][tabindex]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
}

test.describe('Cada página: axe sin violaciones a 1280 y 360 px, sin desplazamiento horizontal y con su título', () => {
  let all: Route[] = [];

  test.beforeAll(async () => {
    all = await routes();
  });

  test('cada ruta tiene su propio título', () => {
    const titles = all.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  for (const visitor of [true, false]) {
    test(
      visitor ? 'páginas públicas, sin sesión' : 'páginas con la sesión del administrador de demostración',
      async ({ page }) => {
        test.setTimeout(600_000);
        if (!visitor) await signIn(page);
        const found: string[] = [];
        const visited = all.filter((route) => (visitor ? route.visitor : !route.visitor || route.signedInToo));
        for (const route of visited) {
          for (const viewport of VIEWPORTS) {
            await page.setViewportSize(viewport);
            await open(page, route);
            for (const line of await violations(page)) found.push(`${route.path} @${viewport.width}: ${line}`);
            if (viewport.width === 360) {
              const { overflow, culprits } = await horizontalOverflow(page);
              if (overflow > 0) {
                found.push(`${route.path} @360: desplazamiento horizontal de ${overflow}px (${culprits.join(', ')})`);
              }
            }
          }
        }
        expect(found).toEqual([]);
      },
    );
  }
});
