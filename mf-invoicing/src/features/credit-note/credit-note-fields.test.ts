import type { FacturaOriginal } from '@facturador/shared/api';
import { describe, expect, it } from 'vitest';
import {
  cantidadesOriginales,
  creditNoteFormFields,
  numeroFacturaModificada,
  seriesOriginales,
} from './credit-note-fields';

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
};

describe('credit note from the original invoice (spec 01 §3)', () => {
  it('names the invoice as establishment-point-sequence from the access key', () => {
    expect(numeroFacturaModificada(clave)).toBe('001-002-000000123');
  });

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
});
