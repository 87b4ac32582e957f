import { describe, expect, it } from 'vitest';
import { itemListQuerySchema, resolveItemStatus } from './item';

describe('resolveItemStatus (spec 02 §4)', () => {
  it('changes the status only on serialized items', () => {
    expect(resolveItemStatus({ status: 'DISPONIBLE', numero_serie: 'S1' }, 'RESERVADO')).toBe('RESERVADO');
    expect(resolveItemStatus({ status: 'VENDIDO', numero_serie: 'S1' }, undefined)).toBe('VENDIDO');
    expect(resolveItemStatus({ status: 'DISPONIBLE', numero_serie: null }, 'VENDIDO')).toBe('DISPONIBLE');
  });

  it('refuses to edit an ELIMINADO item', () => {
    expect(resolveItemStatus({ status: 'ELIMINADO', numero_serie: 'S1' }, 'DISPONIBLE')).toBeNull();
  });
});

describe('itemListQuerySchema', () => {
  it('ignores TODOS and empty filters', () => {
    expect(itemListQuerySchema.parse({ status: 'TODOS', almacen: '', busqueda: ' ' })).toEqual({ limite: 1000 });
    expect(itemListQuerySchema.parse({ status: 'disponible' }).status).toBe('DISPONIBLE');
  });
});
