import type { DemoWarehouseKey } from './demo-data';

/** The ids the demo seed created, for the steps that fill in stock, sales and withholdings. */
export interface DemoIds {
  emisorId: string;
  otherEmisorId: string;
  almacenes: Record<DemoWarehouseKey, string>;
  productos: Record<string, string>;
  otherAlmacenId: string;
  otherProductoId: string;
}
