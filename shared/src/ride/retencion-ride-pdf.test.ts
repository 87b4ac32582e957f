import { buildClaveAcceso, sumMoney } from '@facturador/shared/domain';
import type { RetencionRideLinea } from '@facturador/shared/domain/ride';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRidePdf } from './build-ride-pdf';
import { EMISOR_RUC, facturaRide } from './test-support/fixtures';
import { flatText, pageCount, pdfText, scanBarcodes } from './test-support/poppler';

/** A comprobante de retención on two supplier invoices (renta and IVA), as GET /api/factura_ride answers it. */
const clave = buildClaveAcceso({
  fechaEmision: new Date('2026-11-20T12:00:00-05:00'),
  codDoc: '07',
  ruc: EMISOR_RUC,
  ambiente: 1,
  estab: '001',
  ptoEmi: '001',
  secuencial: '000000045',
  codigoNumerico: '12345678',
});

const linea = (overrides: Partial<RetencionRideLinea>): RetencionRideLinea => ({
  codDocSustento: '01',
  numDocSustento: '002-010-000004512',
  fechaEmisionDocSustento: '18/11/2026',
  codigo: '1',
  codigoRetencion: '312',
  baseImponible: 250,
  porcentaje: 1.75,
  valor: 4.38,
  ...overrides,
});

function retencionRide(lineas: RetencionRideLinea[]) {
  const total = sumMoney(lineas.map((item) => item.valor));
  return facturaRide({
    tipoDocumento: 'Comprobante de retencion',
    codDoc: '07',
    secuencial: '000000045',
    claveAcceso: clave,
    numeroAutorizacion: clave,
    fecha: '20/11/2026',
    comprador: {
      razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.',
      identificacion: '1791234567001',
      direccion: '',
      tipoIdentificacion: '04',
      email: 'facturas@pacifico.example.com',
    },
    productos: [],
    facturacion: {
      subtotalIva: 0,
      subtotalIvaCero: 0,
      totalSinImpuestos: 0,
      totalDescuento: 0,
      ice: 0,
      iva: 0,
      importeTotal: total,
      propina: 0,
      impuestos: [],
    },
    informacionAdicional: [{ nombre: 'Email', valor: 'facturas@pacifico.example.com' }],
    pagos: [],
    retencion: { periodoFiscal: '11/2026', lineas, totalRetenido: total },
  });
}

const INVOICE_WORDS = [
  'Cantidad',
  'Precio Total',
  'Precio Unitario',
  'SUBTOTAL',
  'PROPINA',
  'VALOR TOTAL',
  'IVA 15%',
  'Forma de pago',
];

describe('RIDE de un comprobante de retención', () => {
  let layout: string;
  let flat: string;
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildRidePdf(
      retencionRide([
        linea({}),
        linea({ codigo: '2', codigoRetencion: '1', baseImponible: 30, porcentaje: 30, valor: 9 }),
        linea({
          codDocSustento: '03',
          numDocSustento: '001-002-000000077',
          fechaEmisionDocSustento: '19/11/2026',
          codigoRetencion: '3440',
          baseImponible: 100,
          porcentaje: 2.75,
          valor: 2.75,
        }),
      ]),
    );
    layout = pdfText(pdf, { layout: true });
    flat = flatText(pdf);
  });

  it('has the header of every RIDE, titled COMPROBANTE DE RETENCIÓN, with its scannable key', () => {
    expect(pageCount(pdf)).toBe(1);
    expect(layout).toContain(`R.U.C.: ${EMISOR_RUC}`);
    expect(layout).toContain('COMPROBANTE DE RETENCIÓN No. 001-001-000000045');
    expect(layout).toContain('NÚMERO DE AUTORIZACIÓN');
    expect(layout).toContain('AMBIENTE: PRUEBAS');
    expect(layout).toContain('EMISIÓN: NORMAL');
    expect(layout).toContain('ELECTRO REDES DEL PACÍFICO S.A.');
    expect(scanBarcodes(pdf)).toEqual([clave]);
  });

  it('names the sujeto retenido, the issue date and the ejercicio fiscal', () => {
    expect(layout).toContain('Razón Social / Nombres y Apellidos: DISTRIBUIDORA DEL PACÍFICO S.A.');
    expect(layout).toContain('Identificación: 1791234567001');
    expect(layout).toContain('Fecha Emisión: 20/11/2026');
    expect(layout).toContain('Ejercicio Fiscal: 11/2026');
  });

  it('prints one row per withholding: comprobante sustento, impuesto, código, base, porcentaje, valor', () => {
    for (const heading of [
      'Comprobante',
      'Número',
      'Fecha Emisión',
      'Impuesto',
      'Código de Retención',
      'Base Imponible para la Retención',
      'Porcentaje Retención',
      'Valor Retenido',
    ])
      expect(flat).toContain(heading);
    expect(layout).toMatch(/FACTURA +002-010-000004512 +18\/11\/2026 +RENTA +312 +250\.00 +1\.75% +4\.38/);
    expect(layout).toMatch(/FACTURA +002-010-000004512 +18\/11\/2026 +IVA +1 +30\.00 +30\.00% +9\.00/);
    expect(flat).toMatch(/LIQUIDACIÓN DE .*001-002-000000077 19\/11\/2026 RENTA 3440 100\.00 2\.75% 2\.75/);
  });

  it('ends with TOTAL RETENIDO and Información Adicional, and none of the invoice layout', () => {
    expect(layout).toMatch(/TOTAL RETENIDO +16\.13/);
    expect(layout).toMatch(/Información Adicional +TOTAL RETENIDO/);
    expect(layout).toMatch(/Email +facturas@pacifico\.example\.com/);
    for (const word of INVOICE_WORDS) expect(flat, word).not.toContain(word);
  });

  it('continues a long table on further pages with its header repeated', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      linea({ numDocSustento: `001-001-${String(index + 1).padStart(9, '0')}`, valor: 1 }),
    );
    const long = await buildRidePdf(retencionRide(many));
    expect(pageCount(long)).toBe(2);
    const second = flatText(long, 2);
    expect(second).toContain('COMPROBANTE DE RETENCIÓN No. 001-001-000000045');
    expect(second).toContain('Base Imponible para la Retención');
    expect(second).toContain('001-001-000000060');
    expect(second).toMatch(/TOTAL RETENIDO 60\.00/);
  });
});
