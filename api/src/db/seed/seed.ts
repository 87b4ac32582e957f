import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/auth/passwords';
import { ensureDemoCertificates, secretBox } from '../../services/emission/certificates';
import type { Db, Executor } from '../database';
import { almacenes, compradores, emisores, establecimientos, productos, puntosEmision, usuarios } from '../schema';
import {
  DEMO_PASSWORD,
  type DemoWarehouseKey,
  demoBuyers,
  demoEmisor,
  demoProducts,
  demoUsers,
  demoWarehouses,
  otherEmisor,
  otherEmisorCatalogue,
} from './demo-data';
import type { DemoIds } from './demo-ids';
import { seedDemoStock } from './demo-stock';

export type { DemoIds } from './demo-ids';

async function createEmisor(tx: Executor, data: typeof demoEmisor | typeof otherEmisor) {
  const [emisor] = await tx.insert(emisores).values(data).returning({ id: emisores.id });
  const [establecimiento] = await tx
    .insert(establecimientos)
    .values({ emisorId: emisor!.id, codigo: '001', direccion: data.dirMatriz })
    .returning({ id: establecimientos.id });
  const [punto] = await tx
    .insert(puntosEmision)
    .values({ establecimientoId: establecimiento!.id, codigo: '001' })
    .returning({ id: puntosEmision.id });
  return { emisorId: emisor!.id, puntoEmisionId: punto!.id };
}

/** True when the database already holds an emisor: demo data is only written into an empty database. */
export async function hasAnyEmisor(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: emisores.id }).from(emisores).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo emisores, users, catalogue, stock and buyers (README, "Usuarios de demostración").
 * Returns null (and writes nothing) when the demo emisor already exists.
 */
export async function seedDemoData(db: Db, certificateKey?: string): Promise<DemoIds | null> {
  const existing = await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, demoEmisor.ruc));
  if (existing.length > 0) return null;
  // One hash per user (each with its own salt): equal passwords must not give equal hashes.
  const hashes = await Promise.all([...demoUsers, { usuario: 'otra' }].map(() => hashPassword(DEMO_PASSWORD)));

  const ids = await db.transaction(async (tx) => {
    const demo = await createEmisor(tx, demoEmisor);
    const other = await createEmisor(tx, otherEmisor);

    const warehouseIds = {} as Record<DemoWarehouseKey, string>;
    for (const { key, ...warehouse } of demoWarehouses) {
      const [row] = await tx
        .insert(almacenes)
        .values({ emisorId: demo.emisorId, ...warehouse })
        .returning({ id: almacenes.id });
      warehouseIds[key] = row!.id;
    }

    for (const [index, user] of demoUsers.entries()) {
      await tx.insert(usuarios).values({
        emisorId: demo.emisorId,
        usuario: user.usuario,
        claveHash: hashes[index]!,
        usarInventario: user.usarInventario,
        cambiarAlmacen: user.cambiarAlmacen,
        administrar: user.administrar,
        almacenId: user.almacen ? warehouseIds[user.almacen] : null,
        puntoEmisionId: demo.puntoEmisionId,
      });
    }

    const productIds: Record<string, string> = {};
    for (const p of demoProducts) {
      const [row] = await tx
        .insert(productos)
        .values({
          emisorId: demo.emisorId,
          codigo: p.codigo,
          nombre: p.nombre,
          descripcion: p.descripcion,
          categoria: p.categoria,
          precio: p.precio,
          unidadMedida: p.unidad_medida,
          serializado: p.serializado,
          inventariado: p.inventariado,
          stockMinimo: p.stock_minimo,
          impuesto: p.impuesto,
          activo: p.activo,
          irbpnr: p.irbpnr ?? false,
          botellasPorUnidad: p.botellasPorUnidad ?? 1,
        })
        .returning({ id: productos.id });
      productIds[p.codigo] = row!.id;
    }

    await tx.insert(compradores).values(demoBuyers.map((buyer) => ({ emisorId: demo.emisorId, ...buyer })));

    // The second emisor: a user, a warehouse, a product and a buyer, so tenancy is visible.
    const [otherWarehouse] = await tx
      .insert(almacenes)
      .values({ emisorId: other.emisorId, ...otherEmisorCatalogue.warehouse })
      .returning({ id: almacenes.id });
    const [otherUser] = await tx
      .insert(usuarios)
      .values({
        emisorId: other.emisorId,
        usuario: 'otra',
        claveHash: hashes.at(-1)!,
        usarInventario: true,
        cambiarAlmacen: true,
        administrar: true,
        almacenId: otherWarehouse!.id,
        puntoEmisionId: other.puntoEmisionId,
      })
      .returning({ id: usuarios.id });
    const { stock: _stock, ...otherProduct } = otherEmisorCatalogue.product;
    const [otherProductRow] = await tx
      .insert(productos)
      .values({ emisorId: other.emisorId, ...otherProduct, inventariado: true, impuesto: 'IVA 0%' })
      .returning({ id: productos.id });
    await tx.insert(productos).values({ emisorId: other.emisorId, ...otherEmisorCatalogue.iceProduct });
    await tx.insert(compradores).values({ emisorId: other.emisorId, ...otherEmisorCatalogue.buyer });

    const result: DemoIds = {
      emisorId: demo.emisorId,
      otherEmisorId: other.emisorId,
      almacenes: warehouseIds,
      productos: productIds,
      otherAlmacenId: otherWarehouse!.id,
      otherProductoId: otherProductRow!.id,
    };
    await seedDemoStock(tx, result, otherUser!.id);
    return result;
  });
  // The demo emisores sign with generated test certificates, their passwords encrypted with the
  // installation's key; without the key here the emission plugin generates them when the app is ready.
  if (certificateKey) await ensureDemoCertificates(db, secretBox(certificateKey));
  return ids;
}
