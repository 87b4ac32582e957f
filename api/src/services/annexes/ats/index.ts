import { type AtsProblema, reglaVentasAts } from '@facturador/shared/domain/annexes';
import type { Executor } from '../../../db/database';
import { buildAts } from './build';
import { loadAtsInput } from './load';
import { type Periodo, periodoBounds } from './period';
import { validateAts } from './validate';

export type AtsOfMonth =
  | { problemas: AtsProblema[]; xsd: false; xml?: undefined }
  | { problemas: AtsProblema[]; xsd: true; xml?: undefined }
  | { problemas: []; xsd: false; xml: string; fileName: string };

/** `ATS-<RUC>-<MM><AAAA>.xml` */
export const atsFileName = (ruc: string, { anio, mes }: Periodo) =>
  `ATS-${ruc}-${String(mes).padStart(2, '0')}${anio}.xml`;

/**
 * The ATS of a month (issue #42 §2): the problems the data has, else the XML checked against ats.xsd
 * (a file that fails the schema is not handed out: its validator messages are the problems).
 */
export async function atsOfMonth(db: Executor, emisorId: string, periodo: Periodo): Promise<AtsOfMonth> {
  const input = await loadAtsInput(db, emisorId, periodo);
  const built = buildAts(input);
  if (!built.xml) return { problemas: built.problemas, xsd: false };
  const schema = await validateAts(built.xml);
  if (!schema.valid)
    return {
      problemas: schema.errores.map((mensaje) => ({ documento: 'Archivo ATS (ats.xsd)', mensaje })),
      xsd: true,
    };
  return { problemas: [], xsd: false, xml: built.xml, fileName: atsFileName(input.ruc, periodo) };
}

export const reglaVentasDe = (periodo: Periodo) => reglaVentasAts(periodoBounds(periodo).desde).texto;
