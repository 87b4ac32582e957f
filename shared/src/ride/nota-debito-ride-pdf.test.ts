import { buildClaveAcceso, percentOf, sumMoney } from '@facturador/shared/domain';
import type { NotaDebitoRide } from '@facturador/shared/domain/ride';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRidePdf, rideTitle } from './build-ride-pdf';
import { EMISOR_RUC, facturaRide } from './test-support/fixtures';
import { flatText, pageCount, pdfText, scanBarcodes } from './test-support/poppler';

/** A nota de débito of $ 10.00 + IVA 15 % on invoice 001-001-000000123, as GET /api/factura_ride answers it. */
const clave = buildClaveAcceso({
  fechaEmision: new Date('2026-12-01T12:00:00-05:00'),
  codDoc: '05',
  ruc: EMISOR_RUC,
  ambiente: 1,
  estab: '001',
  ptoEmi: '001',
  secuencial: '000000008',
  codigoNumerico: '12345678',
});

function notaDebitoRide(motivos: NotaDebitoRide['motivos']) {
  const base = sumMoney(motivos.map((motivo) => motivo.valor));
  const iva = percentOf(base, 15);
  return facturaRide({
    tipoDocumento: 'Nota de debito',
    codDoc: '05',
    secuencial: '000000008',
    claveAcceso: clave,
    numeroAutorizacion: clave,
    fecha: '01/12/2026',
    facturaModificada: '001-001-000000123',
    fechaDocumentoModificado: '20/11/2026',
    productos: [],
    facturacion: {
      subtotalIva: base,
      subtotalIvaCero: 0,
      totalSinImpuestos: base,
      totalDescuento: 0,
      ice: 0,
      iva,
      importeTotal: sumMoney([base, iva]),
      propina: 0,
      impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: base, valor: iva }],
    },
    informacionAdicional: [{ nombre: 'Email', valor: 'juan@example.com' }],
    pagos: [{ formaPago: '01', descripcion: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO', total: 11.5 }],
    notaDebito: { motivos },
  });
}

describe('RIDE de una nota de débito', () => {
  let layout: string;
  let flat: string;
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildRidePdf(notaDebitoRide([{ razon: 'Interés por mora', valor: 10 }]));
    layout = pdfText(pdf, { layout: true });
    flat = flatText(pdf);
  });

  it('is titled NOTA DE DÉBITO with its number and scannable key', () => {
    expect(pageCount(pdf)).toBe(1);
    expect(layout).toContain('NOTA DE DÉBITO No. 001-001-000000008');
    expect(layout).toContain(`R.U.C.: ${EMISOR_RUC}`);
    expect(scanBarcodes(pdf)).toEqual([clave]);
    expect(rideTitle({ esNotaCredito: false, numero: '001-001-000000008', codDoc: '05' })).toBe(
      'Nota de débito 001-001-000000008',
    );
  });

  it('names the invoice it modifies and that invoice’s date', () => {
    expect(layout).toContain('Comprobante que modifica: FACTURA 001-001-000000123');
    expect(layout).toContain('Fecha Emisión (Comprobante a modificar): 20/11/2026');
    expect(flat).not.toContain('Razón de Modificación:');
  });

  it('prints the motivos as «Razón de la modificación» / «Valor», then its totals and forma de pago', () => {
    expect(layout).toMatch(/Razón de la modificación +Valor/);
    expect(layout).toMatch(/Interés por mora +10\.00/);
    expect(layout).toMatch(/SUBTOTAL 15% +10\.00/);
    expect(layout).toMatch(/SUBTOTAL 0% +0\.00/);
    expect(layout).toMatch(/IVA 15% +1\.50/);
    expect(layout).toMatch(/VALOR TOTAL +11\.50/);
    expect(layout).toMatch(/Forma de pago +Valor/);
    expect(layout).toMatch(/01 - SIN UTILIZACIÓN DEL SISTEMA FINANCIERO +11\.50/);
    for (const word of ['Cantidad', 'Precio Unitario', 'PROPINA', 'TOTAL DESCUENTO', 'IRBPNR']) {
      expect(flat, word).not.toContain(word);
    }
  });

  it('continues many motivos on a second page with the table header repeated', async () => {
    const many = Array.from({ length: 50 }, (_, index) => ({ razon: `Cargo bancario número ${index + 1}`, valor: 1 }));
    const long = await buildRidePdf(notaDebitoRide(many));
    expect(pageCount(long)).toBe(2);
    const second = flatText(long, 2);
    expect(second).toContain('NOTA DE DÉBITO No. 001-001-000000008');
    expect(second).toContain('Razón de la modificación');
    expect(second).toContain('Cargo bancario número 50');
    expect(second).toMatch(/VALOR TOTAL 57\.50/);
  });
});
