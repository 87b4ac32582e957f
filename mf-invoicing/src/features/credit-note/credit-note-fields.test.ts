import type { FacturaOriginal } from '@facturador/shared/api/original-invoice';
import type { CreditNoteFormLine } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  cantidadesOriginales,
  cantidadMaxima,
  creditNoteFormFields,
  editBilledLine,
  seriesOriginales,
} from './credit-note-fields';

const cemento: CreditNoteFormLine = {
  producto_codigo: 'CEM-50',
  producto_nombre: 'Cemento',
  producto_numero_serie: '',
  producto_precio: 8.25,
  producto_cantidad: 3,
  producto_descuento: 1,
  producto_impuesto: 'IVA 15%',
  esInventariado: true,
  producto_id: null,
  cantidadMaxima: 3,
  facturado: { cantidad: 3, descuento: 1, precioUnitario: 8.25 },
};

const clave = '2111202601131245678100110010020000001235711473617';
const factura: FacturaOriginal = {
  claveAcceso: clave,
  estado: 'AUTORIZADA',
  ambiente: 1,
  tipoIdentificacion: '05',
  identificacion: '1309876546',
  razonSocial: 'Maria Loor',
  direccion: 'Portoviejo',
  email: 'maria@example.com',
  fecha: '21/11/2026',
  importeTotal: 688.85,
  productos: [
    { codigo: 'LAP-IP3', cantidad: 1, series: ['LNV-1'] },
    { codigo: 'srv-inst', cantidad: 2, series: [] },
    { codigo: 'LAP-IP3', cantidad: 1, series: ['LNV-2'] },
  ],
  lineas: [cemento],
  importeDisponible: 688.85,
  acreditable: { restantes: [], ivaRestante: [] },
};

describe('credit note from the original invoice (spec 01 §3)', () => {
  it('starts from the invoice buyer, number, date and environment', () => {
    expect(creditNoteFormFields(factura)).toEqual({
      ambiente: 1,
      tipo_identificacion: '05',
      comprador_cedula: '1309876546',
      comprador_nombres: 'MARIA LOOR',
      comprador_direccion: 'PORTOVIEJO',
      comprador_email: 'maria@example.com',
      facturaAModificar: '001-002-000000123',
      fechaFactura: '21/11/2026',
      productos: [cemento],
      acreditable: { restantes: [], ivaRestante: [] },
    });
    expect(
      creditNoteFormFields({ ...factura, tipoIdentificacion: '', identificacion: '9999999999999' }).tipo_identificacion,
    ).toBe('07');
  });

  it('adds up quantities and serials per code', () => {
    expect(cantidadesOriginales(factura)).toEqual(
      new Map([
        ['LAP-IP3', 2],
        ['SRV-INST', 2],
      ]),
    );
    expect(seriesOriginales(factura).get('LAP-IP3')).toEqual(['LNV-1', 'LNV-2']);
  });

  it('edits a pre-filled line in place: quantity down with its discount prorated, never above what is left or billed', () => {
    expect(cantidadMaxima(cemento)).toBe(3);
    expect(editBilledLine(cemento, { ...cemento, producto_cantidad: '1' })).toMatchObject({
      producto_cantidad: 1,
      producto_descuento: 0.33,
    });
    expect(editBilledLine(cemento, { ...cemento, producto_cantidad: '4' })).toBe(
      'Cantidad excede lo facturado originalmente: Cantidad original: 3',
    );
    expect(editBilledLine(cemento, { ...cemento, producto_precio: '8' })).toMatchObject({ producto_precio: 8 });
    expect(editBilledLine(cemento, { ...cemento, producto_precio: '8.26' })).toBe(
      'Producto CEM-50: el precio unitario neto (8.26) no puede superar el facturado (8.25).',
    );
    const typed = { ...cemento, cantidadMaxima: undefined, facturado: undefined };
    const { cantidadMaxima: _m, facturado: _f, ...handTyped } = typed;
    expect(cantidadMaxima(handTyped)).toBeNull();
    expect(editBilledLine(handTyped, { ...handTyped, producto_cantidad: 9 })).toMatchObject({ producto_cantidad: 9 });
  });
});
