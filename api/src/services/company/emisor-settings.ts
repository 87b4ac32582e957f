import {
  COBRA_ICE_CON_PRODUCTOS_MESSAGE,
  type EmisorSettings,
  type EmisorUpdate,
  type PlanCodigo,
  PRODUCCION_SIN_CERTIFICADO_MESSAGE,
  PRODUCCION_SIN_CONFIRMAR_MESSAGE,
  type Regimen,
} from '@facturador/shared/domain';
import { produccionCertificadoNoAcreditadoMessage } from '@facturador/shared/domain/settings';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database';
import { emisores, productos } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { SecretBox } from '../emission/certificates';
import { inTransaction } from '../transactions';
import { isAccredited, storedCertificateInfo } from './certificate-upload';
import { setProductionStart } from './establishments';
import { logoDataUrl } from './logo';
import { planUsage } from './plan-usage';

/** What the XML, the RIDE and the settings read of an emisor: who it is, its tax data, ambiente and plan. */
export const EMISOR_FISCAL_COLUMNS = {
  ruc: emisores.ruc,
  razonSocial: emisores.razonSocial,
  nombreComercial: emisores.nombreComercial,
  dirMatriz: emisores.dirMatriz,
  obligadoContabilidad: emisores.obligadoContabilidad,
  contribuyenteEspecial: emisores.contribuyenteEspecial,
  agenteRetencion: emisores.agenteRetencion,
  regimen: emisores.regimen,
  ambiente: emisores.ambiente,
  plan: emisores.plan,
  cobraIce: emisores.cobraIce,
};

export const EMISOR_NO_ENCONTRADO_MESSAGE = 'La empresa no existe.';

/** GET /api/emisor: the company's settings, certificate, plan and this month's usage. */
export async function emisorSettings(db: Executor, box: SecretBox, emisorId: string): Promise<EmisorSettings> {
  const [row] = await db
    .select({
      ...EMISOR_FISCAL_COLUMNS,
      email: emisores.email,
      logo: emisores.logo,
      logoTipo: emisores.logoTipo,
    })
    .from(emisores)
    .where(eq(emisores.id, emisorId));
  if (!row) throw notFound(EMISOR_NO_ENCONTRADO_MESSAGE);
  const plan = row.plan as PlanCodigo;
  const [certificado, uso] = await Promise.all([
    storedCertificateInfo(db, box, emisorId),
    planUsage(db, emisorId, plan),
  ]);
  return {
    ruc: row.ruc,
    razonSocial: row.razonSocial,
    nombreComercial: row.nombreComercial,
    dirMatriz: row.dirMatriz,
    email: row.email,
    obligadoContabilidad: row.obligadoContabilidad,
    contribuyenteEspecial: row.contribuyenteEspecial,
    agenteRetencion: row.agenteRetencion,
    regimen: row.regimen as Regimen,
    ambiente: row.ambiente === 2 ? 2 : 1,
    plan,
    cobraIce: row.cobraIce,
    logo: row.logo && row.logoTipo ? logoDataUrl(row.logo, row.logoTipo) : null,
    certificado,
    uso,
  };
}

/**
 * PUT /api/emisor: only the fields sent change. Going to PRODUCCIÓN needs `confirmarProduccion: true`
 * and a certificate valid now (from an accredited entity when the real SRI is configured); going back to PRUEBAS needs nothing.
 */
export async function updateEmisorSettings(
  db: Db,
  box: SecretBox,
  emisorId: string,
  update: EmisorUpdate,
  options: { sriReal: boolean } = { sriReal: false },
): Promise<EmisorSettings> {
  const { confirmarProduccion, siguienteProduccion, ...fields } = update;
  let switching = false;
  if (fields.ambiente === 2) {
    const [current] = await db.select({ ambiente: emisores.ambiente }).from(emisores).where(eq(emisores.id, emisorId));
    if (current?.ambiente !== 2) {
      switching = true;
      if (confirmarProduccion !== true) throw badRequest(PRODUCCION_SIN_CONFIRMAR_MESSAGE);
      const certificado = await storedCertificateInfo(db, box, emisorId);
      const now = Date.now();
      const valid =
        certificado &&
        new Date(certificado.validoDesde).getTime() <= now &&
        now <= new Date(certificado.validoHasta).getTime();
      if (!valid) throw badRequest(PRODUCCION_SIN_CERTIFICADO_MESSAGE);
      // The real SRI verifies only certificates from accredited entities; a simulator takes any.
      if (options.sriReal && !isAccredited(certificado))
        throw conflict(produccionCertificadoNoAcreditadoMessage(certificado.emisor));
    }
  }
  if (fields.cobraIce === false) {
    const [conIce] = await db
      .select({ id: productos.id })
      .from(productos)
      .where(and(eq(productos.emisorId, emisorId), isNotNull(productos.iceCodigo)))
      .limit(1);
    if (conIce) throw conflict(COBRA_ICE_CON_PRODUCTOS_MESSAGE);
  }
  await inTransaction(db, async (tx) => {
    if (Object.keys(fields).length > 0) await tx.update(emisores).set(fields).where(eq(emisores.id, emisorId));
    if (switching && siguienteProduccion) await setProductionStart(tx, emisorId, siguienteProduccion);
  });
  return emisorSettings(db, box, emisorId);
}
