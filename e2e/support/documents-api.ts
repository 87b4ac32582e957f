import { numeroDocumento } from '@facturador/shared/domain';
import type { ApiClient } from './admin-api';

/** A buyer of the demo data (valid cédula). */
export const BUYER = {
  razonSocial: 'MARIA FERNANDA LOOR VELEZ',
  identificacion: '1309876546',
  direccion: 'CALLE SUCRE Y 10 DE AGOSTO, PORTOVIEJO',
  email: 'maria.loor@example.com',
};

/**
 * The `POST /api/facturar` body for one service line ($25 + IVA 15% = $28.75), as the invoice
 * screen sends it. `falla` asks the SRI simulator to fail this document (SRI_SIM_FALLA, see
 * api/sim/faults.ts): e.g. 'devuelta:35' (NO RECIBIDA) or 'en-proceso' (never authorized).
 */
export function serviceInvoice(falla?: string) {
  return {
    factura: {
      tipoComprobante: 'factura',
      ambiente: 1,
      almacen_id: null,
      totalSinImpuestos: 25,
      totalDescuento: 0,
      subtotalIva: 25,
      subtotalIvaCero: 0,
      iva: 3.75,
      importeTotal: 28.75,
      propina: 0,
      comprador: {
        tipoIdentificacion: '05',
        razonSocialComprador: BUYER.razonSocial,
        identificacionComprador: BUYER.identificacion,
        direccionComprador: BUYER.direccion,
        emailComprador: BUYER.email,
      },
      productos: [
        {
          producto_id: null,
          codigo: 'SRV-INST',
          nombre: 'Instalación eléctrica',
          cantidad: 1,
          esInventariado: false,
          precioUnitario: 25,
          descuento: 0,
          precioTotalSinImpuesto: 25,
          detallesAdicionales: [],
          impuestos: [{ codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 25, valor: 3.75 }],
        },
      ],
      infoAdicional: [
        { nombre: 'Email', valor: BUYER.email },
        ...(falla ? [{ nombre: 'SRI_SIM_FALLA', valor: falla }] : []),
      ],
    },
    registrarComprador: false,
  };
}

export interface ListedDocument {
  _id: string;
  claveAcceso: string;
  estado: string;
}

export async function issue(api: ApiClient, falla?: string): Promise<string> {
  const { claveAcceso } = await api.ok<{ claveAcceso: string }>('POST', '/api/facturar', serviceInvoice(falla));
  return claveAcceso;
}

export async function listedDocument(api: ApiClient, claveAcceso: string): Promise<ListedDocument | undefined> {
  const { facturas } = await api.ok<{ facturas: ListedDocument[] }>(
    'GET',
    `/api/facturas?filtro=${numeroDocumento(claveAcceso)}`,
  );
  return facturas.find((doc) => doc.claveAcceso === claveAcceso);
}

/** Documents settle through background jobs: waits until this one reaches one of `estados`. */
export async function waitForEstado(api: ApiClient, claveAcceso: string, estados: string[]): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const estado = (await listedDocument(api, claveAcceso))?.estado;
    if (estado && estados.includes(estado)) return estado;
    if (Date.now() > deadline) throw new Error(`${claveAcceso} sigue en ${estado}; se esperaba ${estados.join(' o ')}`);
    await new Promise((done) => setTimeout(done, 300));
  }
}

export async function documentCount(api: ApiClient): Promise<number> {
  const { facturas } = await api.ok<{ facturas: unknown[] }>('GET', '/api/facturas?limite=200');
  return facturas.length;
}

/** Today in Ecuador as YYYY-MM-DD (what a date input holds). */
export function todayInEcuador(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(date);
}
