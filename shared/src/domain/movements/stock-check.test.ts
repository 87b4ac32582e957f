import { describe, expect, it } from 'vitest';
import { stockProblemErrors } from './movement';
import { movementStockProblems } from './stock-check';

const CEMENTO = 'cemento';
const PINTURA = 'pintura';
const CELULAR = 'celular';

const available = [
  { producto_id: CEMENTO, numero_serie: null, stock: 10 },
  { producto_id: CELULAR, numero_serie: 'S1', stock: 1 },
];

describe('movementStockProblems (spec 02 §5)', () => {
  it('accepts lines the origin can cover, adding up repeated products', () => {
    expect(
      movementStockProblems(
        [
          { producto_id: CEMENTO, nombre: 'Cemento', cantidad: 4, serializado: false },
          { producto_id: CEMENTO, nombre: 'Cemento', cantidad: 6, serializado: false },
          { producto_id: CELULAR, nombre: 'Celular', cantidad: 1, numero_serie: 'S1', serializado: true },
        ],
        available,
      ),
    ).toEqual([]);
  });

  it('reports short stock and what the warehouse does not hold, once per product, in line order', () => {
    const problems = movementStockProblems(
      [
        { producto_id: CEMENTO, nombre: 'Cemento', cantidad: 7, serializado: false },
        { producto_id: PINTURA, nombre: 'Pintura', cantidad: 2, serializado: false },
        { producto_id: CEMENTO, nombre: 'Cemento', cantidad: 5.5, serializado: false },
        { producto_id: CELULAR, nombre: 'Celular', cantidad: 1, numero_serie: 'S9', serializado: true },
        { producto_id: CELULAR, nombre: 'Celular', cantidad: 1, serializado: true },
      ],
      available,
    );
    expect(stockProblemErrors(problems)).toEqual([
      'Problemas con el stock:',
      'Cemento: Stock insuficiente (disponible: 10, solicitado: 12.5)',
      'Pintura: No encontrado en el almacén (disponible: 0, solicitado: 2)',
      'Celular (S9): No encontrado en el almacén (disponible: 0, solicitado: 1)',
    ]);
  });
});
