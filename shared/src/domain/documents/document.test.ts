import { describe, expect, it } from 'vitest';
import {
  documentListQuerySchema,
  puedeActualizarEstado,
  puedeDescargar,
  puedeEmitirNotaCredito,
  puedeReenviar,
} from './document';

describe('document card actions (spec 02 §4)', () => {
  it('allows each action only from its states', () => {
    expect(puedeActualizarEstado('POR AUTORIZAR')).toBe(true);
    expect(puedeActualizarEstado('RECIBIDA')).toBe(true);
    expect(puedeActualizarEstado('AUTORIZADA')).toBe(false);
    expect(puedeReenviar('NO RECIBIDA')).toBe(true);
    expect(puedeReenviar('PENDIENTE')).toBe(false);
    expect(puedeDescargar('AUTORIZADA')).toBe(true);
    expect(puedeEmitirNotaCredito('01', 'AUTORIZADA')).toBe(true);
    expect(puedeEmitirNotaCredito('04', 'AUTORIZADA')).toBe(false);
    expect(puedeEmitirNotaCredito('01', 'RECIBIDA')).toBe(false);
  });
});

describe('documentListQuerySchema', () => {
  it('drops empty filters and defaults the page size', () => {
    expect(documentListQuerySchema.parse({ filtro: '', fecha_inicio: '', fecha_fin: '' })).toEqual({ limite: 50 });
    expect(documentListQuerySchema.safeParse({ limite: '500' }).success).toBe(false);
  });
});
