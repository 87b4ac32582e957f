import {
  CAPTURA_DATOS_REQUERIDOS_MESSAGE,
  type CapturaComprador,
  type CapturaDatos,
  type Contribuyente,
  direccionMatriz,
} from '@facturador/shared/domain';
import type { EmissionConfig } from '../../config';
import type { Executor } from '../../db/database';
import { badRequest } from '../../errors';
import { CatastroUnavailableError } from '../taxpayers/catastro-client';
import { lookupContribuyente } from '../taxpayers/contribuyentes';

/** The SRI's public registry, as the invoice screen asks it; a registry that does not answer knows nobody. */
async function fromCatastro(
  db: Executor,
  settings: Pick<EmissionConfig, 'catastroUrl' | 'catastroTimeoutMs'>,
  datos: CapturaDatos,
): Promise<Contribuyente | null> {
  if (datos.tipoIdentificacion !== '04' && datos.tipoIdentificacion !== '05') return null;
  try {
    return await lookupContribuyente(db, settings, datos.identificacion);
  } catch (error) {
    if (error instanceof CatastroUnavailableError) return null;
    throw error;
  }
}

/**
 * The buyer to fill the invoice with: what they typed, with the catastro's razón social and address where they
 * typed none. A person the catastro does not know must type both (400 with the message the page shows).
 */
export async function completeBuyer(
  db: Executor,
  settings: Pick<EmissionConfig, 'catastroUrl' | 'catastroTimeoutMs'>,
  datos: CapturaDatos,
): Promise<CapturaComprador> {
  const typedName = datos.razonSocial ?? '';
  const typedAddress = datos.direccion ?? '';
  const known = typedName && typedAddress ? null : await fromCatastro(db, settings, datos);
  const razonSocial = typedName || known?.razonSocial || '';
  const direccion = typedAddress || (known ? direccionMatriz(known) : '');
  if (!razonSocial || (!known && !direccion)) throw badRequest(CAPTURA_DATOS_REQUERIDOS_MESSAGE);
  return {
    tipoIdentificacion: datos.tipoIdentificacion,
    identificacion: datos.identificacion,
    razonSocial,
    direccion,
    email: datos.email,
    telefono: datos.telefono ?? '',
    registrar: datos.registrar ?? false,
  };
}
