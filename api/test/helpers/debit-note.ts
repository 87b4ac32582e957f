import { buildClaveAcceso, COD_DOC, formatFechaSri, roundMoney, sumMoney, toCents } from '@facturador/shared/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/database';
import { documentoImpuestos, documentos } from '../../src/db/schema';

export interface DebitNoteOptions {
  /** Default: one motivo «Interés por mora» of $ 10.00. */
  motivos?: { razon: string; valor: number }[];
  /** IVA rate: codigoPorcentaje and tarifa (default 4, 15 %). */
  codigoPorcentaje?: number;
  tarifa?: number;
  /** Its pagos as the payload carries them (default: none, all charged to the account). */
  pagos?: { formaPago: string; total: number; plazo?: number; unidadTiempo?: string }[];
  /** Its emission day in Ecuador, YYYY-MM-DD (default: today). */
  fechaIso?: string;
  estado?: string;
}

const SECUENCIAL_BASE = 500_000;

/**
 * Stores a nota de débito on one of the company's invoices as the emission stores one (the row and
 * its tax row, then its SRI state; the database's triggers add it to the daily summaries): the invoice's buyer and ambiente,
 * `documentoModificado` = the invoice's access key. Its emission is another issue's; money views
 * only read these rows. Returns its access key.
 */
export async function storeDebitNote(db: Executor, claveFactura: string, options: DebitNoteOptions = {}) {
  const [factura] = await db.select().from(documentos).where(eq(documentos.claveAcceso, claveFactura));
  if (!factura) throw new Error(`No invoice ${claveFactura}`);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentos)
    .where(and(eq(documentos.emisorId, factura.emisorId), eq(documentos.tipo, COD_DOC.notaDebito)));
  const secuencial = String(SECUENCIAL_BASE + Number(count) + 1).padStart(9, '0');
  const motivos = options.motivos ?? [{ razon: 'Interés por mora', valor: 10 }];
  const tarifa = options.tarifa ?? 15;
  const codigoPorcentaje = options.codigoPorcentaje ?? 4;
  const baseImponible = sumMoney(motivos.map((motivo) => motivo.valor));
  const valor = roundMoney((toCents(baseImponible) * tarifa) / 10_000);
  const valorTotal = sumMoney([baseImponible, valor]);
  // Noon in Ecuador (17:00 UTC): the day is the same in UTC and in Guayaquil.
  const fecha = options.fechaIso ? new Date(`${options.fechaIso}T17:00:00Z`) : new Date();
  const claveAcceso = buildClaveAcceso({
    fechaEmision: fecha,
    codDoc: COD_DOC.notaDebito,
    ruc: factura.claveAcceso.slice(10, 23),
    ambiente: factura.ambiente as 1 | 2,
    estab: factura.estab,
    ptoEmi: factura.ptoEmi,
    secuencial,
    codigoNumerico: '12345678',
  });
  const impuesto = { codigo: '2', codigoPorcentaje: String(codigoPorcentaje), tarifa, baseImponible, valor };
  const comprador = {
    tipoIdentificacion: factura.compradorTipoIdentificacion,
    identificacion: factura.compradorIdentificacion,
    razonSocial: factura.compradorRazonSocial,
  };
  const id = crypto.randomUUID();
  await db.insert(documentos).values({
    id,
    emisorId: factura.emisorId,
    tipo: COD_DOC.notaDebito,
    ambiente: factura.ambiente,
    estab: factura.estab,
    ptoEmi: factura.ptoEmi,
    secuencial,
    claveAcceso,
    estado: 'INGRESADA',
    fecha,
    fechaEmision: formatFechaSri(fecha),
    compradorTipoIdentificacion: factura.compradorTipoIdentificacion,
    compradorIdentificacion: factura.compradorIdentificacion,
    compradorRazonSocial: factura.compradorRazonSocial,
    compradorDireccion: factura.compradorDireccion,
    compradorEmail: factura.compradorEmail,
    importeTotal: valorTotal,
    documentoModificado: claveFactura,
    payload: {
      notaDebito: {
        facturaModificada: claveFactura,
        numDocModificado: `${factura.estab}-${factura.ptoEmi}-${factura.secuencial}`,
        fechaEmisionDocSustento: factura.fechaEmision,
        comprador,
        motivos,
        impuesto,
        totalSinImpuestos: baseImponible,
        valorTotal,
        ...(options.pagos ? { pagos: options.pagos } : {}),
      },
    },
    xmlFirmado: '<notaDebito/>',
  });
  await db
    .insert(documentoImpuestos)
    .values({ documentoId: id, codigo: 2, codigoPorcentaje, tarifa, baseImponible, valor });
  // Authorized afterwards, as the SRI's answer moves a stored document: the summaries' trigger counts it then.
  const estado = options.estado ?? 'AUTORIZADA';
  if (estado !== 'INGRESADA') await db.update(documentos).set({ estado }).where(eq(documentos.id, id));
  return { claveAcceso, numero: `${factura.estab}-${factura.ptoEmi}-${secuencial}`, valorTotal };
}
