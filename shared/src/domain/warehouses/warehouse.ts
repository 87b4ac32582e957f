import { z } from 'zod/mini';
import { booleanInput } from '../common/fields';

export const ALMACEN_NOMBRE_REQUERIDO_MESSAGE = 'El nombre es obligatorio';
export const ALMACEN_RESPONSABLE_REQUERIDO_MESSAGE = 'El responsable es obligatorio';

export const almacenNoEncontradoMessage = (nombre: string) => `Almacen con nombre ${nombre} no encontrado`;
export const almacenDuplicadoMessage = (nombre: string) => `Ya existe un almacén con el nombre ${nombre}`;

const optionalText = (label: string, max: number) =>
  z._default(
    z.string().check(z.trim(), z.maxLength(max, { error: `${label} admite como máximo ${max} caracteres` })),
    '',
  );

/** Create/update body (spec 02 §7): {nombre, direccion, ciudad, responsable, telefono, activo}. */
export const warehouseInputSchema = z.object({
  nombre: z
    .string({ error: ALMACEN_NOMBRE_REQUERIDO_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, ALMACEN_NOMBRE_REQUERIDO_MESSAGE),
      z.maxLength(100, { error: 'El nombre admite como máximo 100 caracteres' }),
    ),
  direccion: optionalText('La dirección', 300),
  ciudad: optionalText('La ciudad', 100),
  responsable: z
    .string({ error: ALMACEN_RESPONSABLE_REQUERIDO_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, ALMACEN_RESPONSABLE_REQUERIDO_MESSAGE),
      z.maxLength(150, { error: 'El responsable admite como máximo 150 caracteres' }),
    ),
  telefono: optionalText('El teléfono', 30),
  activo: z._default(booleanInput, true),
});
export type WarehouseInput = z.infer<typeof warehouseInputSchema>;
export type WarehouseInputBody = z.input<typeof warehouseInputSchema>;

export const warehouseSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  direccion: z.string(),
  ciudad: z.string(),
  responsable: z.string(),
  telefono: z.string(),
  activo: z.boolean(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** GET /api/almacenes must return an array (spec 01 §7). */
export const warehouseListResponseSchema = z.array(warehouseSchema);
export const warehouseResponseSchema = z.object({ almacen: warehouseSchema, error: z.null() });

/** Spec 01 §8: the screens check the list shape. */
export const ALMACENES_NO_ARRAY_MESSAGE = 'La respuesta del API no es un array';
