import { buildClaveAcceso } from '@facturador/shared/domain';
import type { GuiaRemisionRide } from '@facturador/shared/domain/ride';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRidePdf, rideTitle } from './build-ride-pdf';
import { EMISOR_RUC, facturaRide } from './test-support/fixtures';
import { flatText, pageCount, pdfText, scanBarcodes } from './test-support/poppler';

const clave = buildClaveAcceso({
  fechaEmision: new Date('2026-12-01T12:00:00-05:00'),
  codDoc: '06',
  ruc: EMISOR_RUC,
  ambiente: 1,
  estab: '001',
  ptoEmi: '001',
  secuencial: '000000004',
  codigoNumerico: '12345678',
});
const FACTURA_AUTORIZACION = '0112202601179001691900110010010000001231234567811';

/** A guía with one destinatario by invoice and one transfer, as GET /api/factura_ride answers it. */
function guiaRide(destinatarios: GuiaRemisionRide['destinatarios']) {
  return facturaRide({
    tipoDocumento: 'Guia de remision',
    codDoc: '06',
    secuencial: '000000004',
    claveAcceso: clave,
    numeroAutorizacion: clave,
    fecha: '01/12/2026',
    comprador: {
      razonSocial: 'Juan Pérez',
      identificacion: '1710034065',
      direccion: 'Av. Amazonas N34-120, Quito',
      tipoIdentificacion: '05',
      email: 'juan@example.com',
    },
    productos: [],
    facturacion: {
      subtotalIva: 0,
      subtotalIvaCero: 0,
      totalSinImpuestos: 0,
      totalDescuento: 0,
      ice: 0,
      iva: 0,
      importeTotal: 0,
      propina: 0,
    },
    informacionAdicional: [{ nombre: 'Email', valor: 'juan@example.com' }],
    pagos: [],
    guiaRemision: {
      transportista: { razonSocial: 'Transportes Andinos S.A.', identificacion: '1790085783001' },
      placa: 'PBA-1234',
      dirPartida: 'Bodega principal, Panamericana Norte km 5',
      fechaIniTransporte: '01/12/2026',
      fechaFinTransporte: '02/12/2026',
      destinatarios,
    },
  });
}

const VENTA: GuiaRemisionRide['destinatarios'][number] = {
  identificacion: '1710034065',
  razonSocial: 'Juan Pérez',
  direccion: 'Av. Amazonas N34-120, Quito',
  motivoTraslado: 'Venta',
  codEstabDestino: null,
  ruta: 'Quito norte',
  comprobanteVenta: {
    numero: '001-001-000000123',
    numeroAutorizacion: FACTURA_AUTORIZACION,
    fechaEmision: '30/11/2026',
  },
  detalles: [{ codigo: 'CAB-6', descripcion: 'Cable UTP categoría 6 (metro)', cantidad: 20 }],
};
const TRASLADO: GuiaRemisionRide['destinatarios'][number] = {
  identificacion: EMISOR_RUC,
  razonSocial: 'Comercial Andina S.A.',
  direccion: 'Sucursal sur, Av. Maldonado',
  motivoTraslado: 'Traslado entre establecimientos',
  codEstabDestino: '002',
  ruta: null,
  comprobanteVenta: null,
  detalles: [{ codigo: '', descripcion: 'Router inalámbrico doble banda', cantidad: 5 }],
};

describe('RIDE de una guía de remisión', () => {
  let layout: string;
  let flat: string;
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await buildRidePdf(guiaRide([VENTA, TRASLADO]));
    layout = pdfText(pdf, { layout: true });
    flat = flatText(pdf);
  });

  it('is titled GUÍA DE REMISIÓN with its number and scannable key', () => {
    expect(pageCount(pdf)).toBe(1);
    expect(layout).toContain('GUÍA DE REMISIÓN No. 001-001-000000004');
    expect(scanBarcodes(pdf)).toEqual([clave]);
    expect(rideTitle({ esNotaCredito: false, numero: '001-001-000000004', codDoc: '06' })).toBe(
      'Guía de remisión 001-001-000000004',
    );
  });

  it('prints the carrier, placa, partida and transport dates', () => {
    expect(flat).toContain('Identificación (Transportista): 1790085783001');
    expect(flat).toContain('Razón Social / Nombres y Apellidos: Transportes Andinos S.A.');
    expect(flat).toContain('Placa: PBA-1234');
    expect(flat).toContain('Punto de Partida: Bodega principal, Panamericana Norte km 5');
    expect(flat).toContain('Fecha Inicio Transporte: 01/12/2026');
    expect(flat).toContain('Fecha Fin Transporte: 02/12/2026');
  });

  it('prints each destinatario with its comprobante de venta when sold, and its items', () => {
    expect(flat).toContain('Comprobante de Venta: FACTURA 001-001-000000123');
    expect(flat).toContain('Fecha de Emisión: 30/11/2026');
    expect(flat).toContain(`Número de Autorización: ${FACTURA_AUTORIZACION}`);
    expect(flat).toContain('Motivo Traslado: Venta');
    expect(flat).toContain('Destino (Punto de llegada): Av. Amazonas N34-120, Quito');
    expect(flat).toContain('Identificación (Destinatario): 1710034065');
    expect(flat).toContain('Ruta: Quito norte');
    expect(layout).toMatch(/Cantidad +Descripción +Código/);
    expect(layout).toMatch(/20\.00 +Cable UTP categoría 6 \(metro\) +CAB-6/);
    expect(flat).toContain('Motivo Traslado: Traslado entre establecimientos');
    expect(flat).toContain(`Identificación (Destinatario): ${EMISOR_RUC}`);
    expect(flat).toContain('Establecimiento de destino: 002');
    expect(layout).toMatch(/5\.00 +Router inalámbrico doble banda/);
    expect(flat.match(/Comprobante de Venta:/g)).toHaveLength(1);
  });

  it('ends with the Información Adicional', () => {
    expect(layout).toContain('Información Adicional');
    expect(layout).toMatch(/Email +juan@example\.com/);
  });

  it('has no totals nor forma de pago', () => {
    for (const word of ['VALOR TOTAL', 'SUBTOTAL', 'IVA 15%', 'Forma de pago', 'Precio Unitario']) {
      expect(flat, word).not.toContain(word);
    }
  });

  it('continues many destinatarios on further pages', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...VENTA, razonSocial: `Cliente ${index + 1}` }));
    const long = await buildRidePdf(guiaRide(many));
    expect(pageCount(long)).toBeGreaterThan(1);
    const last = flatText(long, pageCount(long));
    expect(last).toContain('GUÍA DE REMISIÓN No. 001-001-000000004');
    expect(last).toContain('Cliente 12');
  });
});
