import { describe, expect, it } from 'vitest';
import {
  type MovementInput,
  type MovementProductInfo,
  movementInputSchema,
  movementRuleErrors,
  normalizedQuantity,
  stockProblemErrors,
} from './movement';

const CEMENTO = '11111111-1111-4111-8111-111111111111';
const CELULAR = '22222222-2222-4222-8222-222222222222';
const PINTURA = '33333333-3333-4333-8333-333333333333';
const A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const products = new Map<string, MovementProductInfo>([
  [CEMENTO, { nombre: 'Cemento', serializado: false }],
  [CELULAR, { nombre: 'Celular', serializado: true }],
  [PINTURA, { nombre: 'Pintura', serializado: false }],
]);

const movement = (input: Record<string, unknown>): MovementInput => movementInputSchema.parse(input);
const cement = { producto_id: CEMENTO, cantidad: 2 };

describe('movementRuleErrors (spec 02 §5)', () => {
  it('accepts a valid movement of each type', () => {
    for (const input of [
      { tipo_movimiento: 'ENTRADA', destino: A, items: [cement] },
      { tipo_movimiento: 'SALIDA', origen: A, items: [cement] },
      { tipo_movimiento: 'ELIMINACIÓN', origen: A, items: [cement] },
      { tipo_movimiento: 'TRASLADO', origen: A, destino: B, items: [cement] },
      { tipo_movimiento: 'DEVOLUCIÓN', destino: A, observacion: 'Cliente', items: [cement] },
    ]) {
      expect(movementRuleErrors(movement(input), products)).toEqual([]);
    }
  });

  it('checks the warehouses each type needs', () => {
    expect(movementRuleErrors(movement({ tipo_movimiento: 'ENTRADA', origen: A, items: [cement] }), products)).toEqual([
      'Debe seleccionar un almacén de destino',
      'No debe especificar origen para movimientos de entrada',
    ]);
    expect(movementRuleErrors(movement({ tipo_movimiento: 'SALIDA', destino: B, items: [cement] }), products)).toEqual([
      'Debe seleccionar un almacén de origen',
      'No debe especificar destino para movimientos de salida/eliminación',
    ]);
    expect(
      movementRuleErrors(movement({ tipo_movimiento: 'TRASLADO', origen: A, destino: A, items: [cement] }), products),
    ).toEqual(['El origen y destino no pueden ser iguales']);
    expect(movementRuleErrors(movement({ tipo_movimiento: 'DEVOLUCIÓN', items: [cement] }), products)).toEqual([
      'Debe seleccionar un almacén de destino',
      'La observación es obligatoria para devoluciones',
    ]);
  });

  it('checks the lines: at least one, serials, quantities, duplicates', () => {
    expect(movementRuleErrors(movement({ tipo_movimiento: 'ENTRADA', destino: A }), products)).toEqual([
      'Debe agregar al menos un ítem',
    ]);
    expect(
      movementRuleErrors(
        movement({
          tipo_movimiento: 'ENTRADA',
          destino: A,
          items: [
            { producto_id: CELULAR, numero_serie: '  ' },
            { producto_id: PINTURA, cantidad: '0' },
            cement,
            { producto_id: CEMENTO, cantidad: 1 },
          ],
        }),
        products,
      ),
    ).toEqual([
      'Los siguientes productos no serializados están duplicados: Cemento',
      'El producto Celular requiere número de serie',
      'La cantidad para Pintura debe ser mayor a 0',
    ]);
  });

  it('lets serialized products repeat with different serials only', () => {
    const lines = (a: string, b: string) => [
      { producto_id: CELULAR, numero_serie: a },
      { producto_id: CELULAR, numero_serie: b },
    ];
    expect(
      movementRuleErrors(movement({ tipo_movimiento: 'ENTRADA', destino: A, items: lines('S1', 'S2') }), products),
    ).toEqual([]);
    expect(
      movementRuleErrors(movement({ tipo_movimiento: 'ENTRADA', destino: A, items: lines('S1', 'S1') }), products),
    ).toEqual(['El número de serie S1 está repetido en el movimiento']);
  });
});

describe('movementInputSchema', () => {
  it('reads blank warehouses as none, accepts types without accent and numbers as text', () => {
    const parsed = movement({
      tipo_movimiento: 'devolucion',
      origen: '',
      destino: null,
      items: [{ producto_id: CEMENTO, cantidad: '2.5', item_id: '', numero_serie: ' ' }],
    });
    expect(parsed).toMatchObject({
      tipo_movimiento: 'DEVOLUCIÓN',
      origen: undefined,
      destino: undefined,
      observacion: '',
    });
    expect(parsed.items[0]).toMatchObject({ cantidad: 2.5, item_id: undefined, numero_serie: undefined });
  });

  it('refuses unknown types with a Spanish message', () => {
    const result = movementInputSchema.safeParse({ tipo_movimiento: 'REGALO' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'El tipo de movimiento debe ser uno de: ENTRADA, SALIDA, TRASLADO, DEVOLUCIÓN, ELIMINACIÓN',
    );
  });
});

describe('stock problems', () => {
  it('starts with the heading and names reason, available and requested', () => {
    expect(
      stockProblemErrors([
        { nombre: 'Cemento', motivo: 'Stock insuficiente', disponible: 3, solicitado: 5 },
        { nombre: 'Arroz', motivo: 'No encontrado en el almacén', disponible: 0, solicitado: 1 },
      ]),
    ).toEqual([
      'Problemas con el stock:',
      'Cemento: Stock insuficiente (disponible: 3, solicitado: 5)',
      'Arroz: No encontrado en el almacén (disponible: 0, solicitado: 1)',
    ]);
    expect(stockProblemErrors([])).toEqual([]);
  });

  it('moves serialized lines one unit at a time and rounds quantities to cents', () => {
    expect(normalizedQuantity({ cantidad: 7 }, true)).toBe(1);
    expect(normalizedQuantity({ cantidad: 1.236 }, false)).toBe(1.24);
  });
});
