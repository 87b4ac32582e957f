import {
  type EnviarWhatsappResponse,
  type EnvioWhatsapp,
  enlaceDescargaFactura,
  mensajeWhatsapp,
  nombreEmpresa,
  normalizarCelular,
  urlWhatsapp,
  WHATSAPP_SOLO_AUTORIZADOS_MESSAGE,
} from '@facturador/shared/domain/documents';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE } from '@facturador/shared/domain/ride';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { compradores, documentos, emisores, enviosWhatsapp } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthContext } from '../auth/auth-context';

/**
 * «Enviar por WhatsApp» (issue 44): the wa.me link of an AUTORIZADA document, with the send recorded
 * on it (who, when, to which number), and the log the cards of Mis Comprobantes show.
 */
export async function sendByWhatsapp(
  db: Executor,
  auth: Pick<AuthContext, 'emisorId' | 'userId' | 'usuario'>,
  claveAcceso: string,
  telefono: string,
  publicUrl: string,
): Promise<EnviarWhatsappResponse> {
  const [doc] = await db
    .select({
      id: documentos.id,
      estado: documentos.estado,
      tipo: documentos.tipo,
      estab: documentos.estab,
      ptoEmi: documentos.ptoEmi,
      secuencial: documentos.secuencial,
      importeTotal: documentos.importeTotal,
      nombreComercial: emisores.nombreComercial,
      razonSocial: emisores.razonSocial,
    })
    .from(documentos)
    .innerJoin(emisores, eq(emisores.id, documentos.emisorId))
    .where(and(eq(documentos.emisorId, auth.emisorId), eq(documentos.claveAcceso, claveAcceso)));
  if (!doc) throw notFound(CLAVE_ACCESO_INCORRECTA_MESSAGE);
  if (doc.estado !== 'AUTORIZADA') throw conflict(WHATSAPP_SOLO_AUTORIZADOS_MESSAGE);
  const celular = normalizarCelular(telefono);
  if (!celular.ok) throw badRequest(celular.mensaje);

  const texto = mensajeWhatsapp({
    empresa: nombreEmpresa(doc.nombreComercial, doc.razonSocial),
    tipo: doc.tipo,
    numero: `${doc.estab}-${doc.ptoEmi}-${doc.secuencial}`,
    importeTotal: doc.importeTotal,
    enlace: enlaceDescargaFactura(publicUrl, claveAcceso),
  });
  const [row] = await db
    .insert(enviosWhatsapp)
    .values({
      documentoId: doc.id,
      emisorId: auth.emisorId,
      usuarioId: auth.userId,
      usuario: auth.usuario,
      telefono: celular.numero,
    })
    .returning({ usuario: enviosWhatsapp.usuario, createdAt: enviosWhatsapp.createdAt });
  return {
    url: urlWhatsapp(celular.numero, texto),
    telefono: celular.numero,
    envio: { usuario: row!.usuario, fecha: row!.createdAt.toISOString(), telefono: celular.numero },
  };
}

/** The WhatsApp sends of each document, oldest first (documents never sent are absent). */
export async function whatsappSendsOf(db: Executor, documentoIds: string[]): Promise<Map<string, EnvioWhatsapp[]>> {
  const log = new Map<string, EnvioWhatsapp[]>();
  if (documentoIds.length === 0) return log;
  const rows = await db
    .select({
      documentoId: enviosWhatsapp.documentoId,
      usuario: enviosWhatsapp.usuario,
      telefono: enviosWhatsapp.telefono,
      createdAt: enviosWhatsapp.createdAt,
    })
    .from(enviosWhatsapp)
    .where(inArray(enviosWhatsapp.documentoId, documentoIds))
    .orderBy(asc(enviosWhatsapp.createdAt), asc(enviosWhatsapp.id));
  for (const row of rows) {
    const entries = log.get(row.documentoId) ?? [];
    entries.push({ usuario: row.usuario, fecha: row.createdAt.toISOString(), telefono: row.telefono });
    log.set(row.documentoId, entries);
  }
  return log;
}

/** The registered phone of each buyer identification (compradores.telefono), where there is one. */
export async function buyerPhonesOf(
  db: Executor,
  emisorId: string,
  identificaciones: string[],
): Promise<Map<string, string>> {
  const phones = new Map<string, string>();
  const unique = [...new Set(identificaciones)];
  if (unique.length === 0) return phones;
  const rows = await db
    .select({ identificacion: compradores.identificacion, telefono: compradores.telefono })
    .from(compradores)
    .where(
      and(
        eq(compradores.emisorId, emisorId),
        inArray(compradores.identificacion, unique),
        ne(compradores.telefono, ''),
      ),
    );
  for (const row of rows) phones.set(row.identificacion, row.telefono);
  return phones;
}
