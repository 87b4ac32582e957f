import { API_URL } from './deployment';
import { DEMO_PASSWORD } from './session';

/**
 * Direct calls to the suite's API for the admin tests: each test makes its own products, stock and
 * documents, so it does not depend on what other tests (or other areas' tests) did to the demo data.
 */
export { API_URL };

export class ApiClient {
  private constructor(private readonly token: string) {}

  static async login(usuario = 'demo', clave = DEMO_PASSWORD): Promise<ApiClient> {
    const response = await fetch(`${API_URL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario, clave }),
    });
    if (!response.ok) throw new Error(`login ${usuario}: HTTP ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    return new ApiClient(token);
  }

  /** Any call; answers the status and the parsed body. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${API_URL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, body: answer } = await this.call<T>(method, path, body);
    if (status >= 400) throw new Error(`${method} ${path}: HTTP ${status} ${JSON.stringify(answer)}`);
    return answer;
  }

  async warehouseId(nombre: string): Promise<string> {
    const almacenes = await this.ok<{ _id: string; nombre: string }[]>('GET', '/api/almacenes');
    const found = almacenes.find((almacen) => almacen.nombre === nombre);
    if (!found) throw new Error(`No existe el almacén ${nombre}`);
    return found._id;
  }

  async createProduct(input: {
    codigo: string;
    nombre: string;
    precio?: number;
    serializado?: boolean;
    inventariado?: boolean;
  }): Promise<Product> {
    const { producto } = await this.ok<{ producto: Product }>('POST', '/api/productos', {
      precio: 10,
      inventariado: true,
      serializado: false,
      ...input,
    });
    return producto;
  }

  async product(codigo: string): Promise<Product> {
    const { productos } = await this.ok<{ productos: Product[] }>('GET', '/api/productos');
    const found = productos.find((producto) => producto.codigo === codigo);
    if (!found) throw new Error(`No existe el producto ${codigo}`);
    return found;
  }

  async createMovement(input: Record<string, unknown>): Promise<{ _id: string }> {
    const { movimiento } = await this.ok<{ movimiento: { _id: string } }>('POST', '/api/movimientos', input);
    return movimiento;
  }

  async items(query: Record<string, string>): Promise<Item[]> {
    const { items } = await this.ok<{ items: Item[] }>('GET', `/api/items?${new URLSearchParams(query)}`);
    return items;
  }
}

export interface Product {
  _id: string;
  codigo: string;
  nombre: string;
  inventariado: boolean;
  serializado: boolean;
  stock_minimo: number;
  activo: boolean;
}

export interface Item {
  _id: string;
  nombre: string;
  numero_serie: string | null;
  almacen_nombre: string;
  stock: number;
  status: string;
}

/** A short suffix that keeps this run's codes and names apart from earlier runs and other tests. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`.toUpperCase();
}
