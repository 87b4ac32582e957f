import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { emisores } from '../../../db/schema';
import { notFound } from '../../../errors';
import type { EmisorXml } from '../../../sri';
import { certificateVersionSql } from './certificates';

const RIMPE_LEYENDAS = ['CONTRIBUYENTE RÉGIMEN RIMPE', 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE'] as const;

export interface EmisorForEmission {
  xml: EmisorXml;
  /** md5 of the stored .p12, null when the emisor has none. */
  certificateVersion: string | null;
}

/** The issuer's data as the XML's infoTributaria writes it, and its certificate version. */
export async function emisorForEmission(db: Executor, emisorId: string): Promise<EmisorForEmission> {
  const [row] = await db
    .select({
      ruc: emisores.ruc,
      razonSocial: emisores.razonSocial,
      nombreComercial: emisores.nombreComercial,
      dirMatriz: emisores.dirMatriz,
      obligadoContabilidad: emisores.obligadoContabilidad,
      contribuyenteRimpe: emisores.contribuyenteRimpe,
      certificateVersion: certificateVersionSql,
    })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!row) throw notFound('Emisor no encontrado');
  const rimpe = RIMPE_LEYENDAS.find((leyenda) => leyenda === row.contribuyenteRimpe);
  return {
    xml: {
      ruc: row.ruc,
      razonSocial: row.razonSocial,
      nombreComercial: row.nombreComercial || undefined,
      dirMatriz: row.dirMatriz,
      obligadoContabilidad: row.obligadoContabilidad ? 'SI' : 'NO',
      ...(rimpe ? { contribuyenteRimpe: rimpe } : {}),
    },
    certificateVersion: row.certificateVersion,
  };
}
