import { CONSUMIDOR_FINAL_IDENTIFICACION, fechaSriToIso, ivaOptionByCodigo } from '@facturador/shared/domain';
import type {
  ClientePropuesto,
  PorCobrarPropuesto,
  ProductoPropuesto,
  PropuestaImportacion,
  SecuencialPropuesto,
} from '@facturador/shared/domain/imports';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { compradores, documentos, establecimientos, productos, puntosEmision, secuenciales } from '../../db/schema';
import { storedFactura } from '../emission/stored-payload';

/** Types whose counterpart is a customer (the buyer): facturas, notas de crédito and de débito. */
const TIPOS_CON_CLIENTE = ['01', '04', '05'];

/** Per punto, type and ambiente: the highest imported secuencial, what is used here, and the next one. */
async function proposedNumbering(db: Executor, emisorId: string, importacionId: string) {
  const imported = await db
    .select({
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      codDoc: documentos.tipo,
      ambiente: documentos.ambiente,
      ultimo: max(documentos.secuencial),
    })
    .from(documentos)
    .where(eq(documentos.importacionId, importacionId))
    .groupBy(documentos.estab, documentos.ptoEmi, documentos.tipo, documentos.ambiente)
    .orderBy(asc(documentos.estab), asc(documentos.ptoEmi), asc(documentos.tipo), asc(documentos.ambiente));
  const result: SecuencialPropuesto[] = [];
  for (const row of imported) {
    const [here] = await db
      .select({ punto: puntosEmision.id, ultimo: secuenciales.ultimo })
      .from(puntosEmision)
      .innerJoin(establecimientos, eq(establecimientos.id, puntosEmision.establecimientoId))
      .leftJoin(
        secuenciales,
        and(
          eq(secuenciales.puntoEmisionId, puntosEmision.id),
          eq(secuenciales.tipo, row.codDoc),
          eq(secuenciales.ambiente, row.ambiente),
        ),
      )
      .where(
        and(
          eq(establecimientos.emisorId, emisorId),
          eq(establecimientos.codigo, row.estab),
          eq(puntosEmision.codigo, row.ptoEmi),
        ),
      );
    const ultimoImportado = row.ultimo ?? '000000000';
    const ultimoAqui = here?.ultimo ?? 0;
    result.push({
      estab: row.estab,
      ptoEmi: row.ptoEmi,
      codDoc: row.codDoc,
      ambiente: row.ambiente,
      ultimoImportado,
      ultimoAqui,
      siguiente: Math.max(Number(ultimoImportado), ultimoAqui) + 1,
      existe: here !== undefined,
    });
  }
  return result;
}

/** The imported documents with a counterpart, newest last (so the latest data wins). */
function importedRows(db: Executor, importacionId: string) {
  return db
    .select({
      tipo: documentos.tipo,
      claveAcceso: documentos.claveAcceso,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      fechaEmision: documentos.fechaEmision,
      tipoIdentificacion: documentos.compradorTipoIdentificacion,
      identificacion: documentos.compradorIdentificacion,
      razonSocial: documentos.compradorRazonSocial,
      direccion: documentos.compradorDireccion,
      email: documentos.compradorEmail,
      importeTotal: documentos.importeTotal,
      payload: documentos.payload,
    })
    .from(documentos)
    .where(and(eq(documentos.importacionId, importacionId), inArray(documentos.tipo, TIPOS_CON_CLIENTE)))
    .orderBy(asc(documentos.fecha), asc(documentos.secuencial));
}

type ImportedRow = Awaited<ReturnType<typeof importedRows>>[number];

function proposedCustomers(rows: ImportedRow[]): Omit<ClientePropuesto, 'existe'>[] {
  const byId = new Map<string, Omit<ClientePropuesto, 'existe'>>();
  for (const row of rows) {
    if (!row.identificacion || row.identificacion === CONSUMIDOR_FINAL_IDENTIFICACION) continue;
    const previous = byId.get(row.identificacion);
    byId.set(row.identificacion, {
      tipoIdentificacion: row.tipoIdentificacion,
      identificacion: row.identificacion,
      razonSocial: row.razonSocial,
      direccion: row.direccion || previous?.direccion || '',
      email: row.email || previous?.email || '',
    });
  }
  return [...byId.values()];
}

function proposedProducts(rows: ImportedRow[]): Omit<ProductoPropuesto, 'existe'>[] {
  const byCode = new Map<string, Omit<ProductoPropuesto, 'existe'>>();
  for (const row of rows) {
    if (row.tipo !== '01') continue;
    for (const producto of storedFactura(row.payload)?.productos ?? []) {
      if (producto.codigo === 'S/C' || producto.precioUnitario <= 0) continue;
      const iva = producto.impuestos.find((impuesto) => impuesto.codigo === 2);
      byCode.set(producto.codigo.trim().toLowerCase(), {
        codigo: producto.codigo.trim(),
        nombre: producto.nombre,
        precio: producto.precioUnitario,
        codigoIva: Number(iva?.codigoPorcentaje ?? 0),
      });
    }
  }
  return [...byCode.values()];
}

function proposedReceivables(rows: ImportedRow[]): PorCobrarPropuesto[] {
  const result: PorCobrarPropuesto[] = [];
  for (const row of rows) {
    if (row.tipo !== '01') continue;
    const credito = storedFactura(row.payload)?.pagos?.find((pago) => (pago.plazo ?? 0) > 0);
    if (!credito) continue;
    result.push({
      claveAcceso: row.claveAcceso,
      numero: `${row.estab}-${row.ptoEmi}-${row.secuencial}`,
      fechaEmision: fechaSriToIso(row.fechaEmision),
      comprador: row.razonSocial,
      total: row.importeTotal,
      plazo: credito.plazo ?? 0,
      unidadTiempo: credito.unidadTiempo ?? 'dias',
    });
  }
  return result;
}

/** The IVA label a product keeps: its last line's rate, today's 15 % for the rates no longer in force. */
export function impuestoProductoDe(codigoIva: number): string {
  const option = ivaOptionByCodigo(codigoIva);
  if (!option || codigoIva === 2 || codigoIva === 3 || codigoIva === 8 || codigoIva === 10) return 'IVA 15%';
  return option.label;
}

/** What confirming would do: numbering, new customers and products (marked if they exist), credit invoices. */
export async function importProposal(
  db: Executor,
  emisorId: string,
  importacionId: string,
): Promise<PropuestaImportacion> {
  const rows = await importedRows(db, importacionId);
  const clientes = proposedCustomers(rows);
  const productosPropuestos = proposedProducts(rows);
  const existingCustomers = new Set(
    clientes.length === 0
      ? []
      : (
          await db
            .select({ identificacion: compradores.identificacion })
            .from(compradores)
            .where(
              and(
                eq(compradores.emisorId, emisorId),
                inArray(
                  compradores.identificacion,
                  clientes.map((cliente) => cliente.identificacion),
                ),
              ),
            )
        ).map((row) => row.identificacion),
  );
  const existingProducts = new Set(
    productosPropuestos.length === 0
      ? []
      : (
          await db
            .select({ codigo: sql<string>`lower(trim(${productos.codigo}))` })
            .from(productos)
            .where(
              and(
                eq(productos.emisorId, emisorId),
                inArray(
                  sql`lower(trim(${productos.codigo}))`,
                  productosPropuestos.map((producto) => producto.codigo.toLowerCase()),
                ),
              ),
            )
        ).map((row) => row.codigo),
  );
  return {
    secuenciales: await proposedNumbering(db, emisorId, importacionId),
    clientes: clientes.map((cliente) => ({ ...cliente, existe: existingCustomers.has(cliente.identificacion) })),
    productos: productosPropuestos.map((producto) => ({
      ...producto,
      existe: existingProducts.has(producto.codigo.toLowerCase()),
    })),
    porCobrar: proposedReceivables(rows),
  };
}
