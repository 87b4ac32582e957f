import type { FormulariosResponse } from '@facturador/shared/domain/annexes';
import type { Executor } from '../../../db/database';
import { loadAtsInput } from '../ats/load';
import type { Periodo } from '../ats/period';
import { formulario103 } from './form-103';
import { formulario104 } from './form-104';

/**
 * The month's figures of forms 104 and 103 (issue #42 §3) from the ATS's own month data (PRODUCCIÓN
 * documents only), so each equals the ATS's figure.
 */
export async function formulariosOfMonth(
  db: Executor,
  emisorId: string,
  periodo: Periodo,
  detalle: boolean,
): Promise<FormulariosResponse> {
  const input = await loadAtsInput(db, emisorId, periodo);
  return {
    anio: periodo.anio,
    mes: periodo.mes,
    formulario104: formulario104(input, detalle),
    formulario103: formulario103(input, detalle),
  };
}
