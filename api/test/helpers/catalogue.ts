import type { Item } from '@facturador/shared/domain';
import type { ApiClient } from './api';

/** Ids of the demo catalogue, read through the API like a screen would. */
export async function catalogue(client: ApiClient) {
  const productos = (await client.get('/api/productos')).body.productos as {
    _id: string;
    codigo: string;
    nombre: string;
  }[];
  const almacenes = (await client.get('/api/almacenes')).body as { _id: string; nombre: string }[];
  const product = (codigo: string) => {
    const found = productos.find((p) => p.codigo === codigo);
    if (!found) throw new Error(`producto ${codigo}`);
    return found;
  };
  const warehouse = (nombre: string) => {
    const found = almacenes.find((a) => a.nombre === nombre);
    if (!found) throw new Error(`almacén ${nombre}`);
    return found._id;
  };
  return { product, warehouse };
}

export async function itemsOf(client: ApiClient, query: Record<string, string>): Promise<Item[]> {
  const response = await client.get(`/api/items?${new URLSearchParams(query)}`);
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.items;
}

/** Non-serialized stock of a product in a warehouse (0 when it has no row there). */
export async function stockOf(client: ApiClient, productId: string, almacenId: string): Promise<number> {
  const items = await itemsOf(client, { producto_id: productId, almacen: almacenId });
  return items.filter((item) => item.numero_serie === null).reduce((total, item) => total + item.stock, 0);
}

/** The item of a serial number. */
export async function serialItem(client: ApiClient, serie: string): Promise<Item> {
  const items = await itemsOf(client, { busqueda: serie });
  const found = items.find((item) => item.numero_serie === serie);
  if (!found) throw new Error(`serie ${serie}`);
  return found;
}

/** Today's date in Ecuador (UTC-5), as a date input writes it. */
export function todayInEcuador(offsetDays = 0): string {
  return new Date(Date.now() - 5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
