import type { Item, Product } from '@facturador/shared/domain';
import type { MovementInputBody, TipoMovimiento } from '@facturador/shared/domain/movements';
import { TIPOS_CON_DESTINO, TIPOS_CON_ORIGEN } from '@facturador/shared/domain/movements';

/** Something the picker offers: a product (ENTRADA) or an inventory item (the other types). */
export interface PickCandidate {
  key: string;
  producto_id: string;
  item_id?: string;
  nombre: string;
  codigo: string;
  serializado: boolean;
  numero_serie: string | null;
  /** Stock of a non-serialized item in its warehouse. */
  stock?: number;
  almacen?: string;
}

/** A line of the movement as the form edits it (numbers as typed). */
export interface FormLine {
  key: string;
  producto_id: string;
  item_id?: string;
  nombre: string;
  serializado: boolean;
  numero_serie: string;
  /** The serial came with the picked item and cannot be edited. */
  serieFija: boolean;
  cantidad: string;
  detalle: string;
}

export const hasOrigin = (tipo: TipoMovimiento) => TIPOS_CON_ORIGEN.includes(tipo);
export const hasDestination = (tipo: TipoMovimiento) => TIPOS_CON_DESTINO.includes(tipo);

export function productCandidate(product: Product): PickCandidate {
  return {
    key: product._id,
    producto_id: product._id,
    nombre: product.nombre,
    codigo: product.codigo,
    serializado: product.serializado,
    numero_serie: null,
  };
}

export function itemCandidate(item: Item): PickCandidate {
  return {
    key: item._id,
    producto_id: item.producto_id,
    item_id: item._id,
    nombre: item.nombre,
    codigo: item.producto_codigo,
    serializado: item.serializado,
    numero_serie: item.numero_serie,
    stock: item.stock,
    almacen: item.almacen_nombre,
  };
}

let nextKey = 0;
const newKey = () => `linea-${++nextKey}`;

export function lineFromCandidate(candidate: PickCandidate): FormLine {
  return {
    key: newKey(),
    producto_id: candidate.producto_id,
    // A non-serialized item is found again by product and warehouse; only a serial's item is kept.
    item_id: candidate.serializado ? candidate.item_id : undefined,
    nombre: candidate.nombre,
    serializado: candidate.serializado,
    numero_serie: candidate.numero_serie ?? '',
    serieFija: Boolean(candidate.numero_serie),
    cantidad: '1',
    detalle: '',
  };
}

/** 'Duplicar' on a serialized line: the same product with an empty serial (spec 02 §2). */
export function duplicateLine(line: FormLine): FormLine {
  return { ...line, key: newKey(), item_id: undefined, numero_serie: '', serieFija: false, detalle: '' };
}

/**
 * The POST /api/movimientos body (spec 02 §7): origen removed for ENTRADA and DEVOLUCIÓN, destino
 * removed for SALIDA and ELIMINACIÓN; serialized lines move one unit.
 */
export function movementBody(form: {
  tipo: TipoMovimiento;
  origen: string;
  destino: string;
  observacion: string;
  lines: FormLine[];
}): MovementInputBody {
  return {
    tipo_movimiento: form.tipo,
    origen: hasOrigin(form.tipo) ? form.origen : undefined,
    destino: hasDestination(form.tipo) ? form.destino : undefined,
    observacion: form.observacion,
    items: form.lines.map((line) => ({
      producto_id: line.producto_id,
      item_id: line.item_id,
      nombre: line.nombre,
      cantidad: line.serializado ? 1 : line.cantidad,
      numero_serie: line.serializado ? line.numero_serie : undefined,
      detalle: line.detalle,
    })),
  };
}
