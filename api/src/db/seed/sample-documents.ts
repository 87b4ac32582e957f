import { randomUUID } from 'node:crypto';
import {
  buildClaveAcceso,
  CODIGO_IVA,
  type EstadoDocumento,
  formatFechaSri,
  fromCents,
} from '@facturador/shared/domain';
import type { Executor } from '../database';
import { documentoImpuestos, documentos } from '../schema';

export interface SampleBuyer {
  tipoIdentificacion: string;
  identificacion: string;
  razonSocial: string;
  direccion: string;
  email: string;
}

export interface SampleDocumentsOptions {
  emisorId: string;
  ruc: string;
  count: number;
  buyers: SampleBuyer[];
  /** Newest document's instant (default now); each older one is `spacingMinutes` earlier. */
  newest?: Date;
  spacingMinutes?: number;
  /** First secuencial to use (default 1). */
  firstSecuencial?: number;
  estab?: string;
  ptoEmi?: string;
  /** 1 PRUEBAS (default) or 2 PRODUCCIÓN. */
  ambiente?: 1 | 2;
  /** States given in turn (default: half AUTORIZADA, some on their way to SRI or refused). */
  estados?: EstadoDocumento[];
}

/** IVA codigoPorcentaje of the 0 % and 15 % rates. */
const IVA_0 = 0;
const IVA_15 = 4;
const PRODUCT_COUNT = 40;

interface SampleTax {
  codigoPorcentaje: number;
  tarifa: number;
  base: number;
  valor: number;
}

/**
 * How a document's importeTotal (cents) splits into IVA rates: a quarter at 0 %, a quarter with a
 * 1.00 line at 0 % beside the rest at 15 %, half at 15 %. Returns cents.
 */
function taxesOf(index: number, totalCents: number): SampleTax[] {
  const at15 = (cents: number): SampleTax => {
    const base = Math.round(cents / 1.15);
    return { codigoPorcentaje: IVA_15, tarifa: 15, base, valor: cents - base };
  };
  const at0 = (cents: number): SampleTax => ({ codigoPorcentaje: IVA_0, tarifa: 0, base: cents, valor: 0 });
  if (index % 4 === 0) return [at0(totalCents)];
  if (index % 4 === 1 && totalCents > 200) return [at15(totalCents - 100), at0(100)];
  return [at15(totalCents)];
}

/** Payload lines like the emission stores (the dashboard's top products reads them): one per rate. */
function linesOf(index: number, taxes: SampleTax[]) {
  return taxes.map((tax, line) => {
    const codigo = `PRD-${String((index * 7 + line * 13) % PRODUCT_COUNT).padStart(3, '0')}`;
    const cantidad = (index % 3) + 1;
    const total = fromCents(tax.base);
    return {
      producto_id: null,
      codigo,
      nombre: `Producto de muestra ${codigo}`,
      cantidad,
      esInventariado: false,
      precioUnitario: Math.round((total / cantidad) * 1e6) / 1e6,
      descuento: 0,
      precioTotalSinImpuesto: total,
      detallesAdicionales: [],
      impuestos: [
        {
          codigo: CODIGO_IVA,
          codigoPorcentaje: tax.codigoPorcentaje,
          tarifa: tax.tarifa,
          baseImponible: total,
          valor: fromCents(tax.valor),
        },
      ],
    };
  });
}

// Settled states only: none is on its way to SRI, so an API started on these documents enqueues no
// job for them (RECIBIDA and unflagged POR AUTORIZAR ones are polled by the start-up recovery).
const ESTADOS: EstadoDocumento[] = ['AUTORIZADA', 'AUTORIZADA', 'AUTORIZADA', 'NO AUTORIZADA', 'NO RECIBIDA'];

/**
 * Inserts synthetic issued documents (valid access keys, buyers, totals, payload lines and their
 * documento_impuestos rows) straight into the tables: for the document-list tests and the
 * 100 000-document benchmarks, not for the demo. Document i (0-based) has secuencial
 * firstSecuencial + i and is the i-th newest.
 */
export async function insertSampleDocuments(db: Executor, options: SampleDocumentsOptions): Promise<void> {
  const newest = options.newest ?? new Date();
  const spacing = (options.spacingMinutes ?? 7) * 60_000;
  const first = options.firstSecuencial ?? 1;
  const estab = options.estab ?? '001';
  const ptoEmi = options.ptoEmi ?? '001';
  const ambiente = options.ambiente ?? 1;
  const estados = options.estados ?? ESTADOS;
  // ~20 parameters per row: 3000 rows stay under PostgreSQL's 65 535 parameters per statement.
  const batchSize = 3000;
  for (let start = 0; start < options.count; start += batchSize) {
    const rows = [];
    const taxRows = [];
    for (let index = start; index < Math.min(options.count, start + batchSize); index++) {
      const fecha = new Date(newest.getTime() - index * spacing);
      const secuencial = String(first + index).padStart(9, '0');
      const buyer = options.buyers[index % options.buyers.length]!;
      const tipo = index % 10 === 9 ? '04' : '01';
      const totalCents = ((index * 37) % 50_000) + 115;
      const importeTotal = fromCents(totalCents);
      const id = randomUUID();
      const taxes = taxesOf(index, totalCents);
      for (const tax of taxes)
        taxRows.push({
          documentoId: id,
          codigo: CODIGO_IVA,
          codigoPorcentaje: tax.codigoPorcentaje,
          tarifa: tax.tarifa,
          baseImponible: fromCents(tax.base),
          valor: fromCents(tax.valor),
        });
      rows.push({
        id,
        emisorId: options.emisorId,
        tipo,
        ambiente,
        estab,
        ptoEmi,
        secuencial,
        claveAcceso: buildClaveAcceso({
          fechaEmision: fecha,
          codDoc: tipo,
          ruc: options.ruc,
          ambiente,
          estab,
          ptoEmi,
          secuencial,
          codigoNumerico: String((first + index) % 100_000_000).padStart(8, '0'),
        }),
        estado: estados[index % estados.length]!,
        fecha,
        fechaEmision: formatFechaSri(fecha),
        compradorTipoIdentificacion: buyer.tipoIdentificacion,
        compradorIdentificacion: buyer.identificacion,
        compradorRazonSocial: buyer.razonSocial,
        compradorDireccion: buyer.direccion,
        compradorEmail: buyer.email,
        importeTotal,
        payload: {
          muestra: true,
          factura: {
            ambiente,
            importeTotal,
            comprador: {
              tipoIdentificacion: buyer.tipoIdentificacion,
              razonSocialComprador: buyer.razonSocial,
              identificacionComprador: buyer.identificacion,
              direccionComprador: buyer.direccion,
              emailComprador: buyer.email,
            },
            productos: linesOf(index, taxes),
            infoAdicional: [{ nombre: 'Email', valor: buyer.email }],
          },
        },
      });
    }
    await db.insert(documentos).values(rows);
    await db.insert(documentoImpuestos).values(taxRows);
  }
}
