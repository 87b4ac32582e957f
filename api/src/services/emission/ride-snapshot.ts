import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { documentos, emisores } from '../../db/schema';
import { logoDataUrl } from '../company/logo';

/**
 * What the RIDE needs beyond the signed XML, as it was when the document was authorized (issue #24):
 * the logo. Written in the transaction that makes the document AUTORIZADA, so the public page, the
 * e-mail and the admin print the same PDF for ever, whatever the company changes later.
 */
export interface RideEmisorSnapshot {
  logo: string | null;
}

export async function snapshotRideEmisor(tx: Tx, documentoId: string): Promise<void> {
  const [row] = await tx
    .select({ logo: emisores.logo, logoTipo: emisores.logoTipo })
    .from(documentos)
    .innerJoin(emisores, eq(emisores.id, documentos.emisorId))
    .where(eq(documentos.id, documentoId));
  if (!row) return;
  const snapshot: RideEmisorSnapshot = { logo: row.logo && row.logoTipo ? logoDataUrl(row.logo, row.logoTipo) : null };
  await tx.update(documentos).set({ rideEmisor: snapshot }).where(eq(documentos.id, documentoId));
}

/** The stored snapshot, or null for a document authorized before snapshots were taken. */
export function rideEmisorSnapshotOf(value: unknown): RideEmisorSnapshot | null {
  if (!value || typeof value !== 'object' || !('logo' in value)) return null;
  const logo = (value as { logo: unknown }).logo;
  return { logo: typeof logo === 'string' ? logo : null };
}
