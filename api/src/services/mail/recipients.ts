import { COD_DOC } from '@facturador/shared/domain';
import { destinatariosDelComprador } from '@facturador/shared/domain/documents';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { compras, documentos, emisorCorreo, emisores, usuarios } from '../../db/schema';

/** The company's own addresses, lower-cased: its e-mail, its sender's, its users'. */
export async function ownAddresses(db: Executor, emisorId: string): Promise<Set<string>> {
  const [emisor] = await db.select({ email: emisores.email }).from(emisores).where(eq(emisores.id, emisorId));
  const [correo] = await db
    .select({ remitente: emisorCorreo.remitenteEmail })
    .from(emisorCorreo)
    .where(eq(emisorCorreo.emisorId, emisorId));
  const users = await db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.emisorId, emisorId));
  return new Set(
    [emisor?.email, correo?.remitente, ...users.map((user) => user.email)]
      .flatMap((value) => destinatariosDelComprador('', value))
      .map((address) => address.toLowerCase()),
  );
}

/**
 * Who receives a document's message: its buyer; a comprobante de retención its supplier, as the
 * purchase has the e-mail now (it may be corrected after issuing), never the company's own addresses
 * (issue #37 §2).
 */
export async function recipientsOf(db: Executor, documentoId: string): Promise<string[]> {
  const [doc] = await db
    .select({
      emisorId: documentos.emisorId,
      tipo: documentos.tipo,
      identificacion: documentos.compradorIdentificacion,
      email: documentos.compradorEmail,
      proveedorEmail: compras.proveedorEmail,
    })
    .from(documentos)
    .leftJoin(compras, eq(compras.id, documentos.compraId))
    .where(eq(documentos.id, documentoId));
  if (!doc) return [];
  if (doc.tipo !== COD_DOC.comprobanteRetencion) return destinatariosDelComprador(doc.identificacion, doc.email);
  const own = await ownAddresses(db, doc.emisorId);
  return destinatariosDelComprador(doc.identificacion, doc.proveedorEmail ?? doc.email).filter(
    (address) => !own.has(address.toLowerCase()),
  );
}
