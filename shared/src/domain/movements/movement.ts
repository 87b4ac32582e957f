import {
  dateFilterSchema,
  hasAtMostDecimals,
  INVENTORY_QUANTITY_DECIMALS,
  idSchema,
  optionalFilterSchema,
  preprocess,
  roundQuantity,
} from '@facturador/shared/domain';
import { guiaDeDocumentoSchema } from '@facturador/shared/domain/waybills';
import { z } from 'zod/mini';

/** Movement types (spec 02 §4). */
export const TIPOS_MOVIMIENTO = ['ENTRADA', 'SALIDA', 'TRASLADO', 'DEVOLUCIÓN', 'ELIMINACIÓN'] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];

/**
 * A stock correction written by the API itself when an item's stock or status is changed from its
 * edit form (origen when stock goes down, destino when it goes up). Not a type of the movement form.
 */
export const TIPO_AJUSTE = 'AJUSTE';
/** Every type a stored movement can have: the form's types and AJUSTE. */
export const TIPOS_MOVIMIENTO_REGISTRADOS = [...TIPOS_MOVIMIENTO, TIPO_AJUSTE] as const;
export type TipoMovimientoRegistrado = (typeof TIPOS_MOVIMIENTO_REGISTRADOS)[number];

/** Types that take stock out of an origin warehouse: their lines are checked against its stock. */
export const TIPOS_CON_ORIGEN: readonly TipoMovimiento[] = ['SALIDA', 'TRASLADO', 'ELIMINACIÓN'];
/** Types that put stock into a destination warehouse. */
export const TIPOS_CON_DESTINO: readonly TipoMovimiento[] = ['ENTRADA', 'TRASLADO', 'DEVOLUCIÓN'];

// Spec 02 §5, exact texts.
export const MOVIMIENTO_ERROR_MESSAGE = 'Error al crear movimiento';
export const MOVIMIENTO_REGISTRADO_MESSAGE = 'El movimiento ha sido registrado correctamente.';
export const DESTINO_REQUERIDO_MESSAGE = 'Debe seleccionar un almacén de destino';
export const ORIGEN_EN_ENTRADA_MESSAGE = 'No debe especificar origen para movimientos de entrada';
export const ORIGEN_REQUERIDO_MESSAGE = 'Debe seleccionar un almacén de origen';
export const DESTINO_EN_SALIDA_MESSAGE = 'No debe especificar destino para movimientos de salida/eliminación';
export const ORIGEN_IGUAL_DESTINO_MESSAGE = 'El origen y destino no pueden ser iguales';
export const OBSERVACION_DEVOLUCION_MESSAGE = 'La observación es obligatoria para devoluciones';
export const SIN_ITEMS_MESSAGE = 'Debe agregar al menos un ítem';
export const STOCK_PROBLEMS_HEADING = 'Problemas con el stock:';
export const STOCK_INSUFICIENTE = 'Stock insuficiente';
export const NO_ENCONTRADO_EN_ALMACEN = 'No encontrado en el almacén';
export const MOVIMIENTO_CONSULTA_ERROR_MESSAGE = 'Error al consultar movimiento';
export const MOVIMIENTO_ITEMS_ERROR_MESSAGE = 'Error al cargar los items del movimiento';

export const productosDuplicadosMessage = (names: string[]) =>
  `Los siguientes productos no serializados están duplicados: ${names.join(', ')}`;
export const requiereSerieMessage = (name: string) => `El producto ${name} requiere número de serie`;
export const CANTIDAD_DECIMALES_MESSAGE = 'La cantidad admite como máximo 2 decimales';
export const cantidadInvalidaMessage = (name: string) => `La cantidad para ${name} debe ser mayor a 0`;
export const productoYaEnMovimientoMessage = (name: string) =>
  `El producto ${name} (no serializado) ya está en el movimiento.`;
// Server-side rules the spec leaves unnamed.
export const serieRepetidaMessage = (serie: string) => `El número de serie ${serie} está repetido en el movimiento`;
export const serieExistenteMessage = (name: string, serie: string) =>
  `El número de serie ${serie} ya existe para el producto ${name}`;
export const productoNoInventariadoMessage = (name: string) => `El producto ${name} no es inventariado`;
export const noVendidoMessage = (name: string, serie: string) =>
  `El producto ${name} con número de serie ${serie} no está registrado como vendido`;
export const productoIdNoEncontradoMessage = (id: string) => `Producto con ID ${id} no encontrado`;
export const almacenIdNoEncontradoMessage = (id: string) => `Almacén con ID ${id} no encontrado`;
export const movimientoNoEncontradoMessage = (id: string) => `Movimiento con ID ${id} no encontrado`;

export interface StockProblem {
  nombre: string;
  motivo: typeof STOCK_INSUFICIENTE | typeof NO_ENCONTRADO_EN_ALMACEN;
  disponible: number;
  solicitado: number;
}

/** One line under 'Problemas con el stock:': name, reason, available and requested counts. */
export function stockProblemMessage(problem: StockProblem): string {
  return `${problem.nombre}: ${problem.motivo} (disponible: ${problem.disponible}, solicitado: ${problem.solicitado})`;
}

/** The errores list of a failed stock check: the heading, then one line per problem. */
export function stockProblemErrors(problems: StockProblem[]): string[] {
  return problems.length ? [STOCK_PROBLEMS_HEADING, ...problems.map(stockProblemMessage)] : [];
}

/** Accepts the type with or without the accent (DEVOLUCION, ELIMINACION). */
function withAccent(value: unknown) {
  if (typeof value !== 'string') return value;
  const upper = value.trim().toUpperCase();
  if (upper === 'DEVOLUCION') return 'DEVOLUCIÓN';
  if (upper === 'ELIMINACION') return 'ELIMINACIÓN';
  return upper;
}
const tipoMovimientoSchema = preprocess(
  withAccent,
  z.enum(TIPOS_MOVIMIENTO, { error: `El tipo de movimiento debe ser uno de: ${TIPOS_MOVIMIENTO.join(', ')}` }),
);
/** The list filter also finds the API's own AJUSTE movements. */
const tipoMovimientoRegistradoSchema = preprocess(
  withAccent,
  z.enum(TIPOS_MOVIMIENTO_REGISTRADOS, {
    error: `El tipo de movimiento debe ser uno de: ${TIPOS_MOVIMIENTO_REGISTRADOS.join(', ')}`,
  }),
);

/** An optional warehouse id: blank or null means none. */
const optionalWarehouseId = (label: string) =>
  preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(z.uuid({ error: `El almacén de ${label} no es válido` })),
  );

const cantidadSchema = preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return 0;
    return typeof value === 'string' ? Number(value) : value;
  },
  z.number({ error: 'La cantidad debe ser un número' }).check(
    z.lte(1e9, { error: 'La cantidad es demasiado alta' }),
    // Quantities are stored with 2 decimals: 1e-7 would silently become 0.
    z.refine((value) => hasAtMostDecimals(value, INVENTORY_QUANTITY_DECIMALS), { error: CANTIDAD_DECIMALES_MESSAGE }),
  ),
);

export const movementLineInputSchema = z.object({
  producto_id: z.uuid({ error: 'El producto de la línea no es válido' }),
  item_id: preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(z.uuid({ error: 'El item de la línea no es válido' })),
  ),
  nombre: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
  cantidad: cantidadSchema,
  numero_serie: preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value),
    z.optional(z.string().check(z.maxLength(100, { error: 'El número de serie admite como máximo 100 caracteres' }))),
  ),
  detalle: z._default(z.string().check(z.trim(), z.maxLength(300)), ''),
});
export type MovementLineInput = z.infer<typeof movementLineInputSchema>;

/**
 * POST /api/movimientos body (spec 02 §7). Structure only: the business rules and their exact
 * messages are in `movementRuleErrors`, shared by the form and the server.
 */
export const movementInputSchema = z.object({
  tipo_movimiento: tipoMovimientoSchema,
  origen: optionalWarehouseId('origen'),
  destino: optionalWarehouseId('destino'),
  observacion: z._default(
    z.string().check(z.trim(), z.maxLength(500, { error: 'La observación admite como máximo 500 caracteres' })),
    '',
  ),
  /** The access key of the document that caused the movement: applying it twice is a no-op. */
  documentoReferencia: preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value),
    z.optional(z.string().check(z.maxLength(100))),
  ),
  items: z._default(
    z.array(movementLineInputSchema).check(z.maxLength(500, { error: 'Un movimiento admite como máximo 500 ítems' })),
    [],
  ),
});
export type MovementInput = z.infer<typeof movementInputSchema>;
export type MovementInputBody = z.input<typeof movementInputSchema>;

/** What the rules need to know of each product on the lines. */
export interface MovementProductInfo {
  nombre: string;
  serializado: boolean;
}

/** Display name of a line: the product's name, else the line's own. */
export function lineName(
  line: Pick<MovementLineInput, 'nombre' | 'producto_id'>,
  product?: MovementProductInfo,
): string {
  return product?.nombre || line.nombre || line.producto_id;
}

/**
 * The movement form's rules (spec 02 §5), in order, with their exact messages. The server runs
 * them too: the screen's checks are a convenience, not the guard. Stock is checked separately.
 */
export function movementRuleErrors(
  movement: Pick<MovementInput, 'tipo_movimiento' | 'origen' | 'destino' | 'observacion' | 'items'>,
  products: ReadonlyMap<string, MovementProductInfo>,
): string[] {
  const errores: string[] = [];
  const { tipo_movimiento: tipo, origen, destino } = movement;

  const seen = new Map<string, number>();
  for (const line of movement.items) {
    if (products.get(line.producto_id)?.serializado) continue;
    seen.set(line.producto_id, (seen.get(line.producto_id) ?? 0) + 1);
  }
  const duplicated = movement.items.filter(
    (line, index, all) =>
      (seen.get(line.producto_id) ?? 0) > 1 &&
      all.findIndex((other) => other.producto_id === line.producto_id) === index,
  );
  if (duplicated.length)
    errores.push(productosDuplicadosMessage(duplicated.map((line) => lineName(line, products.get(line.producto_id)))));

  switch (tipo) {
    case 'ENTRADA':
      if (!destino) errores.push(DESTINO_REQUERIDO_MESSAGE);
      if (origen) errores.push(ORIGEN_EN_ENTRADA_MESSAGE);
      break;
    case 'SALIDA':
    case 'ELIMINACIÓN':
      if (!origen) errores.push(ORIGEN_REQUERIDO_MESSAGE);
      if (destino) errores.push(DESTINO_EN_SALIDA_MESSAGE);
      break;
    case 'TRASLADO':
      if (!origen) errores.push(ORIGEN_REQUERIDO_MESSAGE);
      if (!destino) errores.push(DESTINO_REQUERIDO_MESSAGE);
      if (origen && destino && origen === destino) errores.push(ORIGEN_IGUAL_DESTINO_MESSAGE);
      break;
    case 'DEVOLUCIÓN':
      if (!destino) errores.push(DESTINO_REQUERIDO_MESSAGE);
      if (!movement.observacion.trim()) errores.push(OBSERVACION_DEVOLUCION_MESSAGE);
      break;
  }

  if (movement.items.length === 0) errores.push(SIN_ITEMS_MESSAGE);

  const serials = new Set<string>();
  for (const line of movement.items) {
    const product = products.get(line.producto_id);
    const name = lineName(line, product);
    if (product?.serializado) {
      if (!line.numero_serie) errores.push(requiereSerieMessage(name));
      else if (serials.has(line.numero_serie)) errores.push(serieRepetidaMessage(line.numero_serie));
      else serials.add(line.numero_serie);
    } else if (!(line.cantidad > 0)) {
      errores.push(cantidadInvalidaMessage(name));
    }
  }
  return errores;
}

/** Serialized lines always move one unit (the quantity input is disabled for them). */
export function normalizedQuantity(line: Pick<MovementLineInput, 'cantidad'>, serializado: boolean): number {
  return serializado ? 1 : roundQuantity(line.cantidad);
}

export const warehouseRefSchema = z.object({ _id: z.string(), nombre: z.string() });

export const movementLineSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  cantidad: z.number(),
  numero_serie: z.nullable(z.string()),
  producto_id: z.string(),
  /** The product's code (codigo), as documents name it. */
  codigo: z.optional(z.string()),
  item_id: z.nullable(z.string()),
  detalle: z.string(),
});

export const movementSchema = z.object({
  _id: z.string(),
  tipo_movimiento: z.enum(TIPOS_MOVIMIENTO_REGISTRADOS),
  origen: z.nullable(warehouseRefSchema),
  destino: z.nullable(warehouseRefSchema),
  /** ISO 8601 instant. */
  fecha: z.string(),
  observacion: z.string(),
  documentoReferencia: z.nullable(z.string()),
  /** Who recorded it (username); null for movements from before users were recorded. */
  usuario: z.nullable(z.string()),
  items: z.array(movementLineSchema),
  /** The guías de remisión issued for a TRASLADO, oldest first; absent when none. */
  guiasRemision: z.optional(z.array(guiaDeDocumentoSchema)),
});
export type Movement = z.infer<typeof movementSchema>;

export const movementResponseSchema = z.object({ movimiento: movementSchema, error: z.null() });

const LIMITE_MOVIMIENTOS_MESSAGE = 'El límite debe ser un número entero entre 1 y 500';

export const movementListQuerySchema = z.object({
  /** Warehouse name (origin or destination), observation or document reference. */
  filtro: optionalFilterSchema,
  tipo_movimiento: preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.optional(tipoMovimientoRegistradoSchema),
  ),
  fecha_inicio: dateFilterSchema('de inicio'),
  fecha_fin: dateFilterSchema('de fin'),
  limite: z._default(
    z.coerce
      .number({ error: LIMITE_MOVIMIENTOS_MESSAGE })
      .check(
        z.int({ error: LIMITE_MOVIMIENTOS_MESSAGE }),
        z.gte(1, { error: LIMITE_MOVIMIENTOS_MESSAGE }),
        z.lte(500, { error: LIMITE_MOVIMIENTOS_MESSAGE }),
      ),
    100,
  ),
  /** Opaque cursor from `siguienteCursor` of the previous page. */
  cursor: optionalFilterSchema,
});
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;

export const movementListResponseSchema = z.object({
  movimientos: z.array(movementSchema),
  /** Pass as `cursor` to get the next (older) page; null on the last page. */
  siguienteCursor: z.nullable(z.string()),
  error: z.null(),
});

export const movementIdParamsSchema = z.object({ id: idSchema });
