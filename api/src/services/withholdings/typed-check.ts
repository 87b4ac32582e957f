import {
  fromCents,
  isoToFechaSri,
  ivaOptionByCodigo,
  parseClaveAcceso,
  sumCents,
  toCents,
} from '@facturador/shared/domain';
import {
  COMPRA_NO_ES_FACTURA_MESSAGE,
  type CompraBase,
  compraBaseSuperaAutorizadaMessage,
  compraClaveOtraFechaMessage,
  compraClaveOtroNumeroMessage,
  compraClaveOtroProveedorMessage,
  compraIvaSuperaAutorizadaMessage,
  RETENCION_CLAVE_DIGITO_MESSAGE,
  type RegistrarCompraManual,
} from '@facturador/shared/domain/withholdings';
import { badRequest, HttpError } from '../../errors';
import type { ArchivoAutorizado } from '../../sri';

const unprocessable = (message: string) => new HttpError(422, message);

/** Fetches the SRI's authorized document for a clave de acceso (503 when the SRI cannot answer). */
export type FetchFactura = (claveAcceso: string) => Promise<ArchivoAutorizado>;

/** Bases per IVA rate and the IVA, of the typed invoice or of the authorized one. */
interface Figuras {
  bases: CompraBase[];
  iva: number;
}

/**
 * A typed purchase's clave de acceso (issue #37 §7) says whose invoice it is, its number and date:
 * they must be the typed ones. Checked before the SRI is asked, and also when it cannot answer.
 */
export function checkTypedKey(manual: RegistrarCompraManual): void {
  const key = parseClaveAcceso(manual.numeroAutorizacion);
  if (!key) return;
  if (!key.checkDigitOk) throw badRequest(RETENCION_CLAVE_DIGITO_MESSAGE);
  if (key.codDoc !== '01') throw badRequest(COMPRA_NO_ES_FACTURA_MESSAGE);
  if (key.ruc !== manual.proveedorRuc)
    throw unprocessable(compraClaveOtroProveedorMessage(key.ruc, manual.proveedorRuc));
  if (key.numeroDocumento !== manual.numero)
    throw unprocessable(compraClaveOtroNumeroMessage(key.numeroDocumento, manual.numero));
  const fecha = isoToFechaSri(manual.fechaEmision);
  if (key.fechaEmision !== fecha) throw unprocessable(compraClaveOtraFechaMessage(key.fechaEmision, fecha));
}

/** Each typed base within the authorized invoice's base at that rate, and the IVA within its IVA. */
export function checkTypedAgainst(typed: Figuras, autorizada: Figuras): void {
  for (const base of typed.bases) {
    const maximo = sumCents(
      autorizada.bases
        .filter((other) => other.codigoPorcentaje === base.codigoPorcentaje)
        .map((other) => other.baseImponible),
    );
    if (toCents(base.baseImponible) > maximo) {
      const tarifa = ivaOptionByCodigo(base.codigoPorcentaje)?.label ?? `código ${base.codigoPorcentaje}`;
      throw unprocessable(compraBaseSuperaAutorizadaMessage(tarifa, base.baseImponible, fromCents(maximo)));
    }
  }
  if (toCents(typed.iva) > toCents(autorizada.iva)) {
    throw unprocessable(compraIvaSuperaAutorizadaMessage(typed.iva, autorizada.iva));
  }
}
