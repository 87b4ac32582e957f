import { describe, expect, it } from 'vitest';
import { AMBIENTE_INVALIDO_MESSAGE } from '../auth/user';
import { nombreDocumentoEmitido } from '../emission/issued-types';
import { ivaFueraDeVigenciaMessage } from '../invoicing/taxes';
import {
  emitirNotaDebitoSchema,
  MAX_MOTIVOS_NOTA_DEBITO,
  NOTA_DEBITO_FACTURA_MESSAGE,
  NOTA_DEBITO_IMPUESTO_MESSAGE,
  NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE,
  NOTA_DEBITO_SIN_MOTIVOS_MESSAGE,
  NOTA_DEBITO_VALOR_MESSAGE,
  notaDebitoDemasiadosMotivosMessage,
  notaDebitoIvaFueraDeVigencia,
  notaDebitoPagosDiferencia,
  notaDebitoPayload,
  notaDebitoPayloadOf,
  notaDebitoTotales,
} from '.';

const CLAVE = `0112202601179001691900110010010000001231234567811`;
const valid = {
  facturaModificada: CLAVE,
  motivos: [{ razon: 'Interés por mora', valor: 10 }],
  impuesto: 'IVA 15%',
  ambiente: 1,
};
const firstMessage = (body: unknown) => {
  const result = emitirNotaDebitoSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('nota de débito request', () => {
  it('accepts a valid request and trims the razón', () => {
    const parsed = emitirNotaDebitoSchema.parse({ ...valid, motivos: [{ razon: '  Flete  ', valor: 3.5 }] });
    expect(parsed.motivos).toEqual([{ razon: 'Flete', valor: 3.5 }]);
  });

  it('refuses each bad field with its Spanish message', () => {
    expect(firstMessage({ ...valid, facturaModificada: '001-001-000000123' })).toBe(NOTA_DEBITO_FACTURA_MESSAGE);
    expect(firstMessage({ ...valid, motivos: [] })).toBe(NOTA_DEBITO_SIN_MOTIVOS_MESSAGE);
    expect(firstMessage({ ...valid, motivos: [{ razon: '   ', valor: 1 }] })).toBe(
      NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE,
    );
    expect(firstMessage({ ...valid, motivos: [{ valor: 1 }] })).toBe(NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE);
    for (const valor of [0, -1, 1.005, '1']) {
      expect(firstMessage({ ...valid, motivos: [{ razon: 'Mora', valor }] })).toBe(NOTA_DEBITO_VALOR_MESSAGE);
    }
    const many = Array.from({ length: MAX_MOTIVOS_NOTA_DEBITO + 1 }, () => ({ razon: 'Mora', valor: 1 }));
    expect(firstMessage({ ...valid, motivos: many })).toBe(notaDebitoDemasiadosMotivosMessage());
    expect(notaDebitoDemasiadosMotivosMessage()).toBe('Una nota de débito puede tener como máximo 50 motivos.');
    expect(firstMessage({ ...valid, impuesto: 'IVA 12%' })).toBe(NOTA_DEBITO_IMPUESTO_MESSAGE);
    expect(NOTA_DEBITO_IMPUESTO_MESSAGE).toBe("El impuesto de la nota de débito debe ser 'IVA 15%' o 'IVA 0%'.");
    expect(firstMessage({ ...valid, ambiente: 3 })).toBe(AMBIENTE_INVALIDO_MESSAGE);
  });
});

describe('nota de débito totals (SRI-NOTES §8, §10.1)', () => {
  it('10.00 + IVA 15% = 11.50', () => {
    expect(notaDebitoTotales([{ valor: 10 }], 'IVA 15%')).toEqual({
      totalSinImpuestos: 10,
      impuesto: { codigo: '2', codigoPorcentaje: 4, tarifa: 15, baseImponible: 10, valor: 1.5 },
      valorTotal: 11.5,
    });
  });

  it('rounds the IVA half up once, on the sum of the motivos', () => {
    const iva = (valores: number[]) =>
      notaDebitoTotales(
        valores.map((valor) => ({ valor })),
        'IVA 15%',
      );
    expect(iva([0.1]).impuesto.valor).toBe(0.02); // 0.015
    expect(iva([0.03]).impuesto.valor).toBe(0); // 0.0045
    expect(iva([0.3]).impuesto.valor).toBe(0.05); // 0.045, binary 0.04499…
    expect(iva([1.01]).impuesto.valor).toBe(0.15); // 0.1515
    expect(iva([0.1, 0.2]).totalSinImpuestos).toBe(0.3);
    // 30 × 0.03: 0.00 per motivo, 0.14 globally.
    const treinta = iva(Array.from({ length: 30 }, () => 0.03));
    expect(treinta.impuesto).toMatchObject({ baseImponible: 0.9, valor: 0.14 });
    expect(treinta.valorTotal).toBe(1.04);
    expect(iva([33.33]).valorTotal).toBe(38.33); // 4.9995
  });

  it('IVA 0% charges no tax', () => {
    expect(notaDebitoTotales([{ valor: 7.25 }], 'IVA 0%')).toMatchObject({
      impuesto: { codigoPorcentaje: 0, tarifa: 0, valor: 0 },
      valorTotal: 7.25,
    });
  });

  it('takes the rate in force on the invoice date', () => {
    expect(notaDebitoIvaFueraDeVigencia('IVA 15%', '15/11/2026')).toBeNull();
    expect(notaDebitoIvaFueraDeVigencia('IVA 15%', '31/03/2024')).toBe(
      ivaFueraDeVigenciaMessage('IVA 15%', '31/03/2024'),
    );
    expect(notaDebitoIvaFueraDeVigencia('IVA 0%', '31/03/2024')).toBeNull();
  });

  it('compares declared pagos with the total to the cent', () => {
    expect(notaDebitoPagosDiferencia(undefined, 11.5)).toBe(0);
    expect(notaDebitoPagosDiferencia([{ total: 10 }, { total: 1.5 }], 11.5)).toBe(0);
    expect(notaDebitoPagosDiferencia([{ total: 11.49 }], 11.5)).toBe(-1);
  });
});

describe('stored nota de débito', () => {
  const comprador = {
    tipoIdentificacion: '05' as const,
    identificacion: '1710034065',
    razonSocial: 'JUAN PÉREZ',
    direccion: 'Quito',
    email: 'juan@example.com',
  };

  it('takes the invoice number, date and buyer, and reads back', () => {
    const request = emitirNotaDebitoSchema.parse(valid);
    const payload = notaDebitoPayload(request, { claveAcceso: CLAVE, fechaEmision: '01/12/2026', comprador });
    expect(payload.notaDebito).toMatchObject({
      numDocModificado: '001-001-000000123',
      fechaEmisionDocSustento: '01/12/2026',
      valorTotal: 11.5,
    });
    // No pagos: all of it on the customer's account; given ones are kept as sent.
    expect(payload.notaDebito.pagos).toBeUndefined();
    const pagos = [{ formaPago: '19' as const, total: 11.5 }];
    const pagada = notaDebitoPayload(emitirNotaDebitoSchema.parse({ ...valid, pagos }), {
      claveAcceso: CLAVE,
      fechaEmision: '01/12/2026',
      comprador,
    });
    expect(pagada.notaDebito.pagos).toEqual(pagos);
    expect(notaDebitoPayloadOf(JSON.parse(JSON.stringify(payload)))).toEqual(payload.notaDebito);
    expect(notaDebitoPayloadOf({ factura: {} })).toBeNull();
  });

  it('names every document type in one place', () => {
    expect(nombreDocumentoEmitido('05')).toBe('nota de débito');
    expect(nombreDocumentoEmitido('04')).toBe('nota de crédito');
    expect(nombreDocumentoEmitido('07')).toBe('comprobante de retención');
  });
});
