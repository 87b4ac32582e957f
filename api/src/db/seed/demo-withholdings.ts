import { buildClaveAcceso, type InvoiceFormLine } from '@facturador/shared/domain';
import { demoBuyers, demoEmisor } from './demo-data';

/**
 * The demo's sales to a customer that withholds (issue #22): three authorized invoices of the demo
 * company (seeded in the database) and the retenciones the customer issued on them (kept by the SRI
 * simulator, so the demo registers them by clave de acceso). Fixed dates and codes: both sides agree
 * on every number, whenever each starts.
 */
const agente = demoBuyers.find((buyer) => buyer.identificacion === '1790012344001')!;

export const DEMO_AGENTE_RETENCION = {
  ruc: agente.identificacion,
  razonSocial: agente.razonSocial,
  dirMatriz: agente.direccion,
  email: agente.email,
};

const service = (nombre: string, precio: number, impuesto = 'IVA 15%'): InvoiceFormLine => ({
  producto_codigo: 'SERV-DEMO',
  producto_nombre: nombre,
  producto_precio: precio,
  producto_cantidad: 1,
  producto_descuento: 0,
  producto_impuesto: impuesto,
});

export interface DemoSale {
  secuencial: number;
  /** Noon in Ecuador of the invoice's day. */
  fecha: Date;
  lineas: InvoiceFormLine[];
  /** Base without IVA, IVA at 15 %, total. */
  totalSinImpuestos: number;
  baseGravada: number;
  iva: number;
  importeTotal: number;
  retencion: {
    secuencial: number;
    fecha: Date;
    renta: { codigo: string; porcentaje: number };
    iva: { codigo: string; porcentaje: number };
  };
}

const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00-05:00`);

// Numbered from 701: the merchant came to Facturador with 700 invoices issued elsewhere (and the demo's
// PRUEBAS documents, numbered from 1, never share a number with them).
export const DEMO_SALES: readonly DemoSale[] = [
  {
    secuencial: 701,
    fecha: noon('2026-10-05'),
    lineas: [service('Mantenimiento de equipos de refrigeración', 400)],
    totalSinImpuestos: 400,
    baseGravada: 400,
    iva: 60,
    importeTotal: 460,
    retencion: {
      secuencial: 2041,
      fecha: noon('2026-10-07'),
      renta: { codigo: '3440', porcentaje: 2.75 },
      iva: { codigo: '1', porcentaje: 30 },
    },
  },
  {
    secuencial: 702,
    fecha: noon('2026-10-12'),
    lineas: [service('Suministros de oficina', 250), service('Libros contables', 50, 'IVA 0%')],
    totalSinImpuestos: 300,
    baseGravada: 250,
    iva: 37.5,
    importeTotal: 337.5,
    retencion: {
      secuencial: 2057,
      fecha: noon('2026-10-14'),
      renta: { codigo: '312', porcentaje: 1.75 },
      iva: { codigo: '9', porcentaje: 10 },
    },
  },
  {
    secuencial: 703,
    fecha: noon('2026-10-20'),
    lineas: [service('Instalación de red de datos', 800)],
    totalSinImpuestos: 800,
    baseGravada: 800,
    iva: 120,
    importeTotal: 920,
    retencion: {
      secuencial: 2073,
      fecha: noon('2026-10-22'),
      renta: { codigo: '3440', porcentaje: 2.75 },
      iva: { codigo: '2', porcentaje: 70 },
    },
  },
];

/** PRODUCCIÓN, establishment 001, point 001: where the demo company issues. */
export const DEMO_SALES_AMBIENTE = 2 as const;

export const demoSaleClave = (sale: DemoSale) =>
  buildClaveAcceso({
    fechaEmision: sale.fecha,
    codDoc: '01',
    ruc: demoEmisor.ruc,
    ambiente: DEMO_SALES_AMBIENTE,
    estab: '001',
    ptoEmi: '001',
    secuencial: sale.secuencial,
    codigoNumerico: `2026${String(sale.secuencial).padStart(4, '0')}`,
  });

export const demoSaleNumero = (sale: DemoSale) => `001-001-${String(sale.secuencial).padStart(9, '0')}`;

/** The access key of the retención the demo's customer issued on a sale (as customerWithholding builds it). */
export const demoWithholdingClave = (sale: DemoSale) =>
  buildClaveAcceso({
    fechaEmision: sale.retencion.fecha,
    codDoc: '07',
    ruc: DEMO_AGENTE_RETENCION.ruc,
    ambiente: DEMO_SALES_AMBIENTE,
    estab: '001',
    ptoEmi: '001',
    secuencial: sale.retencion.secuencial,
    codigoNumerico: String(sale.retencion.secuencial).padStart(8, '0'),
  });

/**
 * The demo's purchases (issue #22 §2): invoices a supplier issued to the demo company, kept by the SRI
 * simulator so that the demo registers them by clave de acceso and issues its retención on them.
 */
export const DEMO_PROVEEDOR = {
  ruc: '0992345678001',
  razonSocial: 'IMPORTADORA COSTA AZUL S.A.',
  dirMatriz: 'Av. Juan Tanca Marengo km 2, Guayaquil',
  email: 'facturacion@costaazul.example.com',
};

export interface DemoPurchase {
  secuencial: number;
  fecha: Date;
  lineas: InvoiceFormLine[];
}

export const DEMO_PURCHASES: readonly DemoPurchase[] = [
  { secuencial: 3101, fecha: noon('2026-11-02'), lineas: [service('Repuestos de refrigeración', 600)] },
  {
    secuencial: 3102,
    fecha: noon('2026-11-16'),
    lineas: [service('Herramientas eléctricas', 320), service('Manuales técnicos', 40, 'IVA 0%')],
  },
  { secuencial: 3103, fecha: noon('2026-11-23'), lineas: [service('Servicio de transporte de carga', 180)] },
];

export const demoPurchaseClave = (purchase: DemoPurchase) =>
  buildClaveAcceso({
    fechaEmision: purchase.fecha,
    codDoc: '01',
    ruc: DEMO_PROVEEDOR.ruc,
    ambiente: DEMO_SALES_AMBIENTE,
    estab: '001',
    ptoEmi: '001',
    secuencial: purchase.secuencial,
    codigoNumerico: String(purchase.secuencial).padStart(8, '0'),
  });

export const demoPurchaseNumero = (purchase: DemoPurchase) => `001-001-${String(purchase.secuencial).padStart(9, '0')}`;
