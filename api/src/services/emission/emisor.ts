import { LEYENDA_RIMPE, type PlanCodigo, type Regimen } from '@facturador/shared/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emisores } from '../../db/schema';
import { notFound } from '../../errors';
import type { EmisorXml } from '../../sri';
import { EMISOR_FISCAL_COLUMNS } from '../company/emisor-settings';
import { certificateVersionSql } from './certificates';

export interface EmisorForEmission {
  xml: EmisorXml;
  /** md5 of the stored .p12, null when the emisor has none. */
  certificateVersion: string | null;
  /** The company's ambiente: PRODUCCIÓN documents are refused while it is 1. */
  ambiente: 1 | 2;
  plan: PlanCodigo;
}

/** The issuer's data as the XML's infoTributaria writes it, and its certificate version. */
export async function emisorForEmission(db: Executor, emisorId: string): Promise<EmisorForEmission> {
  const [row] = await db
    .select({
      ...EMISOR_FISCAL_COLUMNS,
      certificateVersion: certificateVersionSql,
    })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!row) throw notFound('Emisor no encontrado');
  const rimpe = LEYENDA_RIMPE[row.regimen as Regimen] ?? null;
  return {
    xml: {
      ruc: row.ruc,
      razonSocial: row.razonSocial,
      nombreComercial: row.nombreComercial || undefined,
      dirMatriz: row.dirMatriz,
      obligadoContabilidad: row.obligadoContabilidad ? 'SI' : 'NO',
      ...(row.contribuyenteEspecial ? { contribuyenteEspecial: row.contribuyenteEspecial } : {}),
      ...(row.agenteRetencion ? { agenteRetencion: row.agenteRetencion } : {}),
      ...(rimpe ? { contribuyenteRimpe: rimpe } : {}),
    },
    certificateVersion: row.certificateVersion,
    ambiente: row.ambiente === 2 ? 2 : 1,
    plan: row.plan as PlanCodigo,
  };
}
