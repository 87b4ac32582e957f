import { z } from 'zod/mini';
import { booleanInput, hasAtMostDecimals, numericInput } from '../common/fields';
import { MONEY_DECIMALS } from '../invoicing/money';
import {
  BOTELLAS_INVALIDAS_MESSAGE,
  CAMPOS_CONTENIDO,
  type CampoContenido,
  contenidoInvalidoMessage,
  iceCodigoDesconocidoMessage,
  isIceCodigo,
} from '../invoicing/tax-catalogue';
import { DEFAULT_IVA_LABEL, type IvaLabel } from '../invoicing/taxes';

/**
 * Units of measure: the spec's (02 §9, «galones» spelled as it is there) and, beside them, «hora» and
 * «servicio» for people who sell their time or a service.
 */
export const UNIDADES_MEDIDA = [
  'unidad',
  'litro',
  'kilo',
  'metro',
  'caja',
  'libra',
  'galones',
  'hora',
  'servicio',
] as const;
export type UnidadMedida = (typeof UNIDADES_MEDIDA)[number];
export const DEFAULT_UNIDAD_MEDIDA: UnidadMedida = 'unidad';

/** Taxes a product can carry: the invoice form's two (spec 02 §9) plus the 2024 rates (issue #11). */
export const IMPUESTOS_PRODUCTO = [
  'IVA 15%',
  'IVA 5%',
  'IVA 0%',
  'No objeto de IVA',
  'Exento de IVA',
] as const satisfies readonly IvaLabel[];
export type ImpuestoProducto = (typeof IMPUESTOS_PRODUCTO)[number];
export const DEFAULT_IMPUESTO_PRODUCTO: ImpuestoProducto = DEFAULT_IVA_LABEL;

export const PRECIO_INVALIDO_MESSAGE = 'El precio debe ser mayor que 0';
export const CODIGO_REQUERIDO_MESSAGE = 'El código es obligatorio';
export const NOMBRE_REQUERIDO_MESSAGE = 'El nombre es obligatorio';
export const STOCK_MINIMO_INVALIDO_MESSAGE = 'El stock mínimo debe ser mayor o igual a 0';
export const SERIALIZADO_SIN_INVENTARIO_MESSAGE = 'Un producto serializado debe ser inventariado';
export const INVENTARIADO_NO_DESACTIVABLE_MESSAGE = 'No se puede desactivar el inventario de un producto inventariado';
export const SERIALIZADO_NO_MODIFICABLE_MESSAGE = 'El campo serializado no se puede modificar';

export const productoNoEncontradoMessage = (codigo: string) => `Producto con código ${codigo} no encontrado`;
export const productoDuplicadoMessage = (codigo: string) => `Ya existe un producto con el código ${codigo}`;

/** Units sold by measure: their quantities take up to 3 decimals (1.25 kilo, 1.5 hora); the rest count whole. */
export const UNIDADES_FRACCIONABLES: readonly UnidadMedida[] = ['kilo', 'litro', 'metro', 'libra', 'galones', 'hora'];
export const QUANTITY_DECIMALS_FRACCIONABLE = 3;
export const isUnidadFraccionable = (unidad: string | undefined): boolean =>
  (UNIDADES_FRACCIONABLES as readonly string[]).includes(unidad ?? '');

/** Product codes are one code whatever their case and surrounding spaces (the API's unique index agrees). */
export const normalizeProductCode = (codigo: string): string => codigo.trim().toLowerCase();
export const sameProductCode = (a: string, b: string): boolean => normalizeProductCode(a) === normalizeProductCode(b);

/** One field of a product's content (CAMPOS_CONTENIDO): a number above 0 within its maximum. */
const campoContenido = (campo: CampoContenido) =>
  z.optional(
    numericInput(contenidoInvalidoMessage(campo)).check(
      z.refine((value) => value > 0 && value <= CAMPOS_CONTENIDO[campo].maximo, {
        error: contenidoInvalidoMessage(campo),
      }),
    ),
  );

/** What one unit holds, for ICE charged by content (issue 37); stored as given, `{}` when none. */
const contenidoSchema = z.object({
  volumenMl: campoContenido('volumenMl'),
  gradoAlcoholico: campoContenido('gradoAlcoholico'),
  azucarGramos: campoContenido('azucarGramos'),
} satisfies Record<CampoContenido, unknown>);

/** Create/update body (spec 02 §7): the product without _id; unknown fields are ignored. */
export const productInputSchema = z
  .object({
    codigo: z
      .string({ error: CODIGO_REQUERIDO_MESSAGE })
      .check(
        z.trim(),
        z.minLength(1, CODIGO_REQUERIDO_MESSAGE),
        z.maxLength(25, { error: 'El código admite como máximo 25 caracteres' }),
      ),
    nombre: z
      .string({ error: NOMBRE_REQUERIDO_MESSAGE })
      .check(
        z.trim(),
        z.minLength(1, NOMBRE_REQUERIDO_MESSAGE),
        z.maxLength(300, { error: 'El nombre admite como máximo 300 caracteres' }),
      ),
    descripcion: z._default(
      z.string().check(z.trim(), z.maxLength(300, { error: 'La descripción admite como máximo 300 caracteres' })),
      '',
    ),
    categoria: z._default(
      z.string().check(z.trim(), z.maxLength(100, { error: 'La categoría admite como máximo 100 caracteres' })),
      '',
    ),
    precio: numericInput(PRECIO_INVALIDO_MESSAGE).check(
      z.refine((precio) => precio > 0, { error: PRECIO_INVALIDO_MESSAGE }),
      z.refine((precio) => precio < 1e12, { error: 'El precio es demasiado alto' }),
      z.refine((precio) => hasAtMostDecimals(precio, MONEY_DECIMALS), {
        error: 'El precio admite como máximo 2 decimales',
      }),
    ),
    unidad_medida: z._default(
      z.enum(UNIDADES_MEDIDA, { error: `La unidad de medida debe ser una de: ${UNIDADES_MEDIDA.join(', ')}` }),
      DEFAULT_UNIDAD_MEDIDA,
    ),
    serializado: z._default(booleanInput, false),
    inventariado: z._default(booleanInput, false),
    stock_minimo: z._default(
      numericInput(STOCK_MINIMO_INVALIDO_MESSAGE).check(
        z.refine((value) => value >= 0, { error: STOCK_MINIMO_INVALIDO_MESSAGE }),
        z.refine((value) => value < 1e12, { error: 'El stock mínimo es demasiado alto' }),
      ),
      0,
    ),
    impuesto: z._default(
      z.enum(IMPUESTOS_PRODUCTO, {
        error: `El impuesto debe ser ${IMPUESTOS_PRODUCTO.slice(0, -1).join(', ')} o ${IMPUESTOS_PRODUCTO.at(-1)}`,
      }),
      DEFAULT_IMPUESTO_PRODUCTO,
    ),
    activo: z._default(booleanInput, true),
    /** Bottled in non-returnable plastic: IRBPNR per bottle (issue #21). */
    irbpnr: z._default(booleanInput, false),
    botellasPorUnidad: z._default(
      numericInput(BOTELLAS_INVALIDAS_MESSAGE).check(
        z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 10_000, {
          error: BOTELLAS_INVALIDAS_MESSAGE,
        }),
      ),
      1,
    ),
    /** The product's ICE code (producers and importers only: the company's cobraIce). */
    ice: z._default(
      z.nullable(
        z.object({
          codigo: numericInput('El código de ICE debe ser un número').check(
            z.superRefine((codigo: number, context) => {
              if (!isIceCodigo(codigo))
                context.addIssue({ code: 'custom', message: iceCodigoDesconocidoMessage(codigo) });
            }),
          ),
        }),
      ),
      null,
    ),
    contenido: z._default(contenidoSchema, {}),
  })
  .check(
    z.refine((product) => !product.serializado || product.inventariado, {
      error: SERIALIZADO_SIN_INVENTARIO_MESSAGE,
      path: ['serializado'],
    }),
  );
export type ProductInput = z.infer<typeof productInputSchema>;
/** What a client may send (defaults filled by the server). */
export type ProductInputBody = z.input<typeof productInputSchema>;

/** A product as the API returns it. */
export const productSchema = z.object({
  _id: z.string(),
  codigo: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  categoria: z.string(),
  precio: z.number(),
  unidad_medida: z.enum(UNIDADES_MEDIDA),
  serializado: z.boolean(),
  inventariado: z.boolean(),
  stock_minimo: z.number(),
  impuesto: z.enum(IMPUESTOS_PRODUCTO),
  activo: z.boolean(),
  irbpnr: z.boolean(),
  botellasPorUnidad: z.number(),
  ice: z.nullable(z.object({ codigo: z.number() })),
  /** Always sent by the API; optional for products a screen kept from before (issue 37). */
  contenido: z.optional(
    z.object({
      volumenMl: z.optional(z.number()),
      gradoAlcoholico: z.optional(z.number()),
      azucarGramos: z.optional(z.number()),
    }),
  ),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/productos (spec 02 §7: `{productos, error}`). */
export const productListResponseSchema = z.object({ productos: z.array(productSchema), error: z.null() });
/** POST and PUT /api/productos answer the stored product. */
export const productResponseSchema = z.object({ producto: productSchema, error: z.null() });

/**
 * Spec 02 §5: without the inventory permission a new product is neither serialized nor inventoried
 * and has stock_minimo 0. On edit those hidden fields keep their stored values.
 */
export function applyInventoryPermission(
  input: ProductInput,
  usarInventario: boolean,
  existing?: Pick<Product, 'serializado' | 'inventariado' | 'stock_minimo'>,
): ProductInput {
  if (usarInventario) return input;
  if (existing)
    return {
      ...input,
      serializado: existing.serializado,
      inventariado: existing.inventariado,
      stock_minimo: existing.stock_minimo,
    };
  return { ...input, serializado: false, inventariado: false, stock_minimo: 0 };
}

/** Spec 02 §4: inventariado cannot be switched off once on; serializado cannot change on edit. */
export function productEditErrors(
  existing: Pick<Product, 'serializado' | 'inventariado'>,
  input: Pick<ProductInput, 'serializado' | 'inventariado'>,
): string[] {
  const errores: string[] = [];
  if (existing.inventariado && !input.inventariado) errores.push(INVENTARIADO_NO_DESACTIVABLE_MESSAGE);
  if (existing.serializado !== input.serializado) errores.push(SERIALIZADO_NO_MODIFICABLE_MESSAGE);
  return errores;
}
