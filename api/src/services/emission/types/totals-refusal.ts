import { type TotalsVerification, totalesNoCoincidenDetalle } from '@facturador/shared/domain';
import { badRequest } from '../../../errors';

/** A document whose figures differ from the recomputed ones is a 400 naming every difference. */
export function refuseTotalsMismatch(verification: TotalsVerification): void {
  if (verification.ok) return;
  throw badRequest(
    verification.message!,
    verification.diferencias.map((diferencia) =>
      totalesNoCoincidenDetalle(diferencia.campo, diferencia.esperado, diferencia.recibido),
    ),
  );
}
