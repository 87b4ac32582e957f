import { fetchItems, fetchProducts, fetchWarehouses, startEarly, startUserInfo } from '@facturador/shared/api';
import type { Item, ItemStatus, UserInfo } from '@facturador/shared/domain';
import { sessionStore, userInfoAtom } from '@facturador/shared/session';

export const PRODUCTOS = 'productos';
export const ALMACENES = 'almacenes';

/** The early-request key of one warehouse's items in one status. */
export function itemsKey(almacenId: string, status: ItemStatus): string {
  return `items:${almacenId}:${status}`;
}

/** GET /api/items of a warehouse in one status: every item the screen may sell from it. */
export function loadItems(almacenId: string, status: ItemStatus): Promise<Item[]> {
  return fetchItems({ almacen: almacenId, status, limite: 5000 });
}

function startInventory(user: UserInfo): void {
  if (!user.permisos.usarInventario) return;
  startEarly(ALMACENES, fetchWarehouses);
  const almacen = user.almacen;
  if (almacen) startEarly(itemsKey(almacen, 'DISPONIBLE'), () => loadItems(almacen, 'DISPONIBLE'));
}

/**
 * Starts, in parallel and before the screen renders, what /nueva-factura shows first: the user,
 * the products and, for a user with inventory, the warehouses and the default warehouse's items
 * as soon as the user is known. The screen's hooks take these answers (takeEarly).
 */
export function startCatalogueRequests(): void {
  const known = sessionStore.get(userInfoAtom);
  const user = known ? Promise.resolve(known) : startUserInfo();
  if (!user) return;
  startEarly(PRODUCTOS, fetchProducts);
  user.then(startInventory, () => undefined);
}
