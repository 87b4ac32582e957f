import { reglaVentasAts } from '@facturador/shared/domain/annexes';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { emisores, establecimientos } from '../../../db/schema';
import type { AtsInput } from './input';
import { loadCompras } from './load-compras';
import { loadAnulados, loadRetencionesRecibidas, loadVentas } from './load-ventas';
import { type Periodo, periodoBounds } from './period';

/** The month's data of the company (PRODUCCIÓN only), as the builder reads it. */
export async function loadAtsInput(db: Executor, emisorId: string, periodo: Periodo): Promise<AtsInput> {
  const { desde, hasta, sri } = periodoBounds(periodo);
  const [emisor] = await db
    .select({ ruc: emisores.ruc, razonSocial: emisores.razonSocial })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  const estabs = await db
    .select({ codigo: establecimientos.codigo })
    .from(establecimientos)
    .where(and(eq(establecimientos.emisorId, emisorId), eq(establecimientos.activo, true)));
  const regla = reglaVentasAts(desde);
  return {
    ruc: emisor!.ruc,
    razonSocial: emisor!.razonSocial,
    anio: periodo.anio,
    mes: periodo.mes,
    establecimientos: estabs.map((estab) => estab.codigo),
    compras: await loadCompras(db, emisorId, desde, hasta),
    ventas: await loadVentas(db, emisorId, sri, regla.incluyeElectronicas),
    retencionesRecibidas: await loadRetencionesRecibidas(db, emisorId, desde, hasta),
    anulados: await loadAnulados(db, emisorId, sri),
  };
}
