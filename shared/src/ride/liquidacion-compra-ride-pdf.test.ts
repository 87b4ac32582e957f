import { buildClaveAcceso } from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRidePdf, rideTitle } from './build-ride-pdf';
import { EMISOR_RUC, facturaRide, producto } from './test-support/fixtures';
import { flatText, pageCount, pdfText, scanBarcodes } from './test-support/poppler';

const clave = buildClaveAcceso({
  fechaEmision: new Date('2026-12-01T12:00:00-05:00'),
  codDoc: '03',
  ruc: EMISOR_RUC,
  ambiente: 1,
  estab: '001',
  ptoEmi: '001',
  secuencial: '000000002',
  codigoNumerico: '12345678',
});

/** $ 40.00 of fish at IVA 0 % bought from a fisherman with a cédula, as GET /api/factura_ride answers it. */
const liquidacion = () =>
  facturaRide({
    tipoDocumento: 'Liquidacion de compra',
    codDoc: '03',
    secuencial: '000000002',
    claveAcceso: clave,
    numeroAutorizacion: clave,
    fecha: '01/12/2026',
    comprador: {
      razonSocial: 'Pedro Quiñónez',
      identificacion: '1710034065',
      direccion: 'Caleta de Esmeraldas',
      tipoIdentificacion: '05',
      email: 'pedro@example.com',
    },
    productos: [
      producto(0, {
        codPrincipal: 'PES-1',
        nombre: 'Corvina fresca (kg)',
        descripcion: 'Corvina fresca (kg)',
        cantidad: 8,
        precioUnitario: 5,
        precioTotal: 40,
        impuesto: { codigoPorcentaje: 0, tarifa: 0, valor: 0 },
      }),
    ],
    facturacion: {
      subtotalIva: 0,
      subtotalIvaCero: 40,
      totalSinImpuestos: 40,
      totalDescuento: 0,
      ice: 0,
      iva: 0,
      importeTotal: 40,
      propina: 0,
      impuestos: [{ codigo: 2, codigoPorcentaje: 0, tarifa: 0, baseImponible: 40, valor: 0 }],
    },
    informacionAdicional: [{ nombre: 'Email', valor: 'pedro@example.com' }],
    pagos: [{ formaPago: '01', descripcion: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO', total: 40 }],
  });

describe('RIDE de una liquidación de compra', () => {
  let layout: string;
  let flat: string;
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildRidePdf(liquidacion());
    layout = pdfText(pdf, { layout: true });
    flat = flatText(pdf);
  });

  it('wraps its long title inside the identity box, with its number and scannable key', () => {
    expect(pageCount(pdf)).toBe(1);
    expect(flat).toContain('LIQUIDACIÓN DE COMPRA DE BIENES Y PRESTACIÓN DE SERVICIOS No. 001-001-000000002');
    // Not one line: it would run out of the box.
    expect(layout).not.toContain('LIQUIDACIÓN DE COMPRA DE BIENES Y PRESTACIÓN DE SERVICIOS No.');
    expect(scanBarcodes(pdf)).toEqual([clave]);
    expect(rideTitle({ esNotaCredito: false, numero: '001-001-000000002', codDoc: '03' })).toBe(
      'Liquidación de compra 001-001-000000002',
    );
  });

  it('names the proveedor instead of a comprador', () => {
    expect(layout).toContain('Proveedor: Pedro Quiñónez');
    expect(layout).toContain('Identificación: 1710034065');
    expect(flat).not.toContain('Razón Social / Nombres y Apellidos:');
    expect(flat).toContain('Dirección: Caleta de Esmeraldas');
  });

  it('prints its lines, subtotals, IVA, total and forma de pago', () => {
    expect(layout).toMatch(/PES-1 +8\.00 +Corvina fresca \(kg\) +5\.00 +0\.00 +40\.00/);
    expect(layout).toMatch(/SUBTOTAL 0% +40\.00/);
    expect(layout).toMatch(/IVA 15% +0\.00/);
    expect(layout).toMatch(/VALOR TOTAL +40\.00/);
    expect(layout).toMatch(/01 - SIN UTILIZACIÓN DEL SISTEMA FINANCIERO +40\.00/);
  });
});
