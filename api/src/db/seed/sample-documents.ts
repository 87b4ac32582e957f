import { buildClaveAcceso, type EstadoDocumento, formatFechaSri } from '@facturador/shared/domain';
import type { Executor } from '../database';
import { documentos } from '../schema';

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
}

const ESTADOS: EstadoDocumento[] = [
  'AUTORIZADA',
  'AUTORIZADA',
  'AUTORIZADA',
  'RECIBIDA',
  'NO RECIBIDA',
  'POR AUTORIZAR',
];

/**
 * Inserts synthetic issued documents (valid access keys, buyers, totals) straight into the table:
 * for the document-list tests and the 100 000-document benchmark, not for the demo.
 * Document i (0-based) has secuencial firstSecuencial + i and is the i-th newest.
 */
export async function insertSampleDocuments(db: Executor, options: SampleDocumentsOptions): Promise<void> {
  const newest = options.newest ?? new Date();
  const spacing = (options.spacingMinutes ?? 7) * 60_000;
  const first = options.firstSecuencial ?? 1;
  const estab = options.estab ?? '001';
  const ptoEmi = options.ptoEmi ?? '001';
  // ~20 parameters per row: 3000 rows stay under PostgreSQL's 65 535 parameters per statement.
  const batchSize = 3000;
  for (let start = 0; start < options.count; start += batchSize) {
    const rows = [];
    for (let index = start; index < Math.min(options.count, start + batchSize); index++) {
      const fecha = new Date(newest.getTime() - index * spacing);
      const secuencial = String(first + index).padStart(9, '0');
      const buyer = options.buyers[index % options.buyers.length]!;
      const tipo = index % 10 === 9 ? '04' : '01';
      const importeTotal = Math.round(((index * 37) % 50_000) + 115) / 100;
      rows.push({
        emisorId: options.emisorId,
        tipo,
        ambiente: 1,
        estab,
        ptoEmi,
        secuencial,
        claveAcceso: buildClaveAcceso({
          fechaEmision: fecha,
          codDoc: tipo,
          ruc: options.ruc,
          ambiente: 1,
          estab,
          ptoEmi,
          secuencial,
          codigoNumerico: String((first + index) % 100_000_000).padStart(8, '0'),
        }),
        estado: ESTADOS[index % ESTADOS.length]!,
        fecha,
        fechaEmision: formatFechaSri(fecha),
        compradorTipoIdentificacion: buyer.tipoIdentificacion,
        compradorIdentificacion: buyer.identificacion,
        compradorRazonSocial: buyer.razonSocial,
        compradorDireccion: buyer.direccion,
        compradorEmail: buyer.email,
        importeTotal,
        payload: { muestra: true },
      });
    }
    await db.insert(documentos).values(rows);
  }
}
