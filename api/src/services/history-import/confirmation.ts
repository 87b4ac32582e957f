import {
  type ConfirmacionImportacion,
  type ConfirmarImportacion,
  IMPORTACION_EN_CURSO_MESSAGE,
  IMPORTACION_NO_EXISTE_MESSAGE,
  IMPORTACION_SIN_IMPORTADOS_MESSAGE,
  IMPORTACION_YA_CONFIRMADA_MESSAGE,
  resumenConfirmacionTexto,
  type SecuencialPropuesto,
  secuencialImportadoMenorMessage,
} from '@facturador/shared/domain/imports';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import {
  compradores,
  documentos,
  establecimientos,
  importacionesHistorial,
  productos,
  puntosEmision,
  secuenciales,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { importProposal, impuestoProductoDe } from './proposal';

/** What undoing must restore: each counter as it was, and the customers and products confirming created. */
export interface Deshacer {
  secuenciales: { puntoEmisionId: string; tipo: string; ambiente: number; ultimo: number | null }[];
  puntosCreados: string[];
  establecimientosCreados: string[];
  clientes: string[];
  productos: string[];
}

/** The punto de emisión of an imported number, created (with its establishment) when it is not here yet. */
async function puntoFor(tx: Tx, emisorId: string, estab: string, ptoEmi: string, deshacer: Deshacer) {
  let [establecimiento] = await tx
    .select({ id: establecimientos.id })
    .from(establecimientos)
    .where(and(eq(establecimientos.emisorId, emisorId), eq(establecimientos.codigo, estab)));
  if (!establecimiento) {
    const [direccion] = await tx
      .select({ xml: documentos.xmlFirmado })
      .from(documentos)
      .where(and(eq(documentos.emisorId, emisorId), eq(documentos.estab, estab)))
      .limit(1);
    const dir = /<dirEstablecimiento>([^<]*)<\/dirEstablecimiento>/.exec(direccion?.xml ?? '')?.[1] ?? '';
    [establecimiento] = await tx
      .insert(establecimientos)
      .values({ emisorId, codigo: estab, direccion: dir || `Establecimiento ${estab}` })
      .returning({ id: establecimientos.id });
    deshacer.establecimientosCreados.push(establecimiento!.id);
  }
  let [punto] = await tx
    .select({ id: puntosEmision.id })
    .from(puntosEmision)
    .where(and(eq(puntosEmision.establecimientoId, establecimiento!.id), eq(puntosEmision.codigo, ptoEmi)));
  if (!punto) {
    [punto] = await tx
      .insert(puntosEmision)
      .values({ establecimientoId: establecimiento!.id, codigo: ptoEmi })
      .returning({ id: puntosEmision.id });
    deshacer.puntosCreados.push(punto!.id);
  }
  return punto!.id;
}

/** Sets each counter so the next number issued here is `siguiente`; never back below one already used. */
async function applyNumbering(
  tx: Tx,
  emisorId: string,
  propuestos: SecuencialPropuesto[],
  pedidos: ConfirmarImportacion['secuenciales'],
  deshacer: Deshacer,
) {
  const continuaEn: ConfirmacionImportacion['continuaEn'] = [];
  for (const propuesto of propuestos) {
    const pedido = pedidos?.find(
      (p) =>
        p.estab === propuesto.estab &&
        p.ptoEmi === propuesto.ptoEmi &&
        p.codDoc === propuesto.codDoc &&
        p.ambiente === propuesto.ambiente,
    );
    const siguiente = pedido?.siguiente ?? propuesto.siguiente;
    const minimo = Math.max(Number(propuesto.ultimoImportado), propuesto.ultimoAqui);
    const punto = `${propuesto.estab}-${propuesto.ptoEmi}`;
    if (siguiente <= minimo) throw badRequest(secuencialImportadoMenorMessage(punto, String(minimo).padStart(9, '0')));
    const puntoEmisionId = await puntoFor(tx, emisorId, propuesto.estab, propuesto.ptoEmi, deshacer);
    const [antes] = await tx
      .select({ ultimo: secuenciales.ultimo })
      .from(secuenciales)
      .where(
        and(
          eq(secuenciales.puntoEmisionId, puntoEmisionId),
          eq(secuenciales.tipo, propuesto.codDoc),
          eq(secuenciales.ambiente, propuesto.ambiente),
        ),
      )
      .for('update');
    // Issued here meanwhile (between the proposal and now): the counter only moves forward.
    if (antes && siguiente <= antes.ultimo) {
      throw conflict(secuencialImportadoMenorMessage(punto, String(antes.ultimo).padStart(9, '0')));
    }
    deshacer.secuenciales.push({
      puntoEmisionId,
      tipo: propuesto.codDoc,
      ambiente: propuesto.ambiente,
      ultimo: antes?.ultimo ?? null,
    });
    await tx
      .insert(secuenciales)
      .values({ puntoEmisionId, tipo: propuesto.codDoc, ambiente: propuesto.ambiente, ultimo: siguiente - 1 })
      .onConflictDoUpdate({
        target: [secuenciales.puntoEmisionId, secuenciales.tipo, secuenciales.ambiente],
        set: { ultimo: siguiente - 1 },
      });
    continuaEn.push({ codDoc: propuesto.codDoc, numero: `${punto}-${String(siguiente).padStart(9, '0')}` });
  }
  return continuaEn;
}

/** The import, locked for this transaction: refused while processing, once confirmed, or empty. */
async function lockedImport(tx: Tx, emisorId: string, id: string) {
  const [row] = await tx
    .select({ estado: importacionesHistorial.estado })
    .from(importacionesHistorial)
    .where(and(eq(importacionesHistorial.id, id), eq(importacionesHistorial.emisorId, emisorId)))
    .for('update');
  if (!row) throw notFound(IMPORTACION_NO_EXISTE_MESSAGE);
  if (row.estado === 'procesando') throw conflict(IMPORTACION_EN_CURSO_MESSAGE);
  if (row.estado === 'confirmada') throw conflict(IMPORTACION_YA_CONFIRMADA_MESSAGE);
}

/**
 * `POST /api/importaciones/{id}/confirmar`: the numbering continues after the imported one, the chosen new
 * customers and products are saved, and the chosen credit invoices become receivable; all or nothing.
 */
export async function confirmImport(
  db: Db,
  emisorId: string,
  id: string,
  pedido: ConfirmarImportacion,
): Promise<ConfirmacionImportacion> {
  return db.transaction(async (tx) => {
    await lockedImport(tx, emisorId, id);
    const propuesta = await importProposal(tx, emisorId, id);
    const [{ documentos: importados } = { documentos: 0 }] = await tx
      .select({ documentos: sql<number>`count(*)::int` })
      .from(documentos)
      .where(eq(documentos.importacionId, id));
    if (importados === 0) throw conflict(IMPORTACION_SIN_IMPORTADOS_MESSAGE);
    const deshacer: Deshacer = {
      secuenciales: [],
      puntosCreados: [],
      establecimientosCreados: [],
      clientes: [],
      productos: [],
    };
    const continuaEn = await applyNumbering(tx, emisorId, propuesta.secuenciales, pedido.secuenciales, deshacer);

    const clientes = propuesta.clientes.filter(
      (cliente) => !cliente.existe && (pedido.clientes ?? [cliente.identificacion]).includes(cliente.identificacion),
    );
    if (clientes.length > 0) {
      const created = await tx
        .insert(compradores)
        .values(clientes.map(({ existe: _existe, ...cliente }) => ({ emisorId, ...cliente })))
        .onConflictDoNothing()
        .returning({ id: compradores.id });
      deshacer.clientes = created.map((row) => row.id);
    }
    const pedidosProductos = pedido.productos?.map((codigo) => codigo.trim().toLowerCase());
    const nuevos = propuesta.productos.filter(
      (producto) =>
        !producto.existe &&
        (pedidosProductos ?? [producto.codigo.toLowerCase()]).includes(producto.codigo.toLowerCase()),
    );
    if (nuevos.length > 0) {
      const created = await tx
        .insert(productos)
        .values(
          nuevos.map((producto) => ({
            emisorId,
            codigo: producto.codigo,
            nombre: producto.nombre,
            precio: producto.precio,
            impuesto: impuestoProductoDe(producto.codigoIva),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: productos.id });
      deshacer.productos = created.map((row) => row.id);
    }
    const porCobrar = propuesta.porCobrar
      .map((factura) => factura.claveAcceso)
      .filter((clave) => (pedido.porCobrar ?? []).includes(clave));
    if (porCobrar.length > 0) {
      await tx
        .update(documentos)
        .set({ importadoPorCobrar: true })
        .where(and(eq(documentos.importacionId, id), inArray(documentos.claveAcceso, porCobrar)));
    }
    const resumen = {
      documentos: importados,
      clientes: deshacer.clientes.length,
      productos: deshacer.productos.length,
      porCobrar: porCobrar.length,
      continuaEn,
    };
    const confirmacion = { ...resumen, mensaje: resumenConfirmacionTexto(resumen) };
    await tx
      .update(importacionesHistorial)
      .set({ estado: 'confirmada', confirmacion, deshacer })
      .where(eq(importacionesHistorial.id, id));
    return confirmacion;
  });
}
