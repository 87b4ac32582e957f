import { ESTADOS_REQUIEREN_ATENCION } from '@facturador/shared/domain/documents';
import { inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { documentos, entregasCorreo } from '../../db/schema';

/** Its e-mail failed and no later delivery went out. */
export const correoFallido = (): SQL =>
  sql`(exists (select 1 from ${entregasCorreo} e1 where e1.documento_id = ${documentos.id} and e1.estado = 'FALLÓ')
    and not exists (select 1 from ${entregasCorreo} e2 where e2.documento_id = ${documentos.id} and e2.estado = 'ENVIADO'))`;

/**
 * 'Requires attention' (ESTADOS_REQUIEREN_ATENCION's rule): the one condition behind the dashboard's
 * 'Comprobantes por atender' and GET /api/facturas?atencion=true, so both list the same documents.
 */
export const requiresAttention = (): SQL =>
  or(inArray(documentos.estado, [...ESTADOS_REQUIEREN_ATENCION]), isNotNull(documentos.atencion), correoFallido())!;
