import { COMPRA_CORREO_PROPIO_MESSAGE } from '@facturador/shared/domain/withholdings';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { correosProveedores } from '../../db/schema';
import { badRequest } from '../../errors';
import { ownAddresses } from '../mail/recipients';

/**
 * The supplier's e-mail on a purchase (issue #37 §2), where its retención goes. A supplier invoice's
 * infoAdicional is never used: it holds the buyer's (the company's own) address.
 */
const addressesOf = (value: string) =>
  value
    .split(/[;,]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** Refuses an address of the company's own: the retención would reach the agente, not the supplier. */
export async function assertSupplierEmail(db: Executor, emisorId: string, email: string): Promise<void> {
  if (!email) return;
  const own = await ownAddresses(db, emisorId);
  if (addressesOf(email).some((address) => own.has(address))) throw badRequest(COMPRA_CORREO_PROPIO_MESSAGE);
}

/** The e-mail last given for the supplier's RUC, '' when none. */
export async function rememberedSupplierEmail(db: Executor, emisorId: string, ruc: string): Promise<string> {
  const [row] = await db
    .select({ email: correosProveedores.email })
    .from(correosProveedores)
    .where(and(eq(correosProveedores.emisorId, emisorId), eq(correosProveedores.identificacion, ruc)));
  return row?.email ?? '';
}

/** The e-mail a new purchase gets: the one given (checked), else the RUC's remembered one. */
export async function supplierEmailFor(
  db: Executor,
  emisorId: string,
  ruc: string,
  given: string | undefined,
): Promise<string> {
  if (given) {
    await assertSupplierEmail(db, emisorId, given);
    return given;
  }
  const remembered = await rememberedSupplierEmail(db, emisorId, ruc);
  const own = await ownAddresses(db, emisorId);
  return addressesOf(remembered).some((address) => own.has(address)) ? '' : remembered;
}

/** Remembers `email` for the supplier's RUC (the next purchase from it proposes it). */
export async function rememberSupplierEmail(db: Executor, emisorId: string, ruc: string, email: string) {
  await db
    .insert(correosProveedores)
    .values({ emisorId, identificacion: ruc, email })
    .onConflictDoUpdate({
      target: [correosProveedores.emisorId, correosProveedores.identificacion],
      set: { email, actualizadoEn: new Date() },
    });
}
