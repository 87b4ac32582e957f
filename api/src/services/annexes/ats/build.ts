import type { AtsProblema } from '@facturador/shared/domain/annexes';
import { anuladosBlock } from './anulados';
import { comprasBlock } from './compras';
import { headerFields } from './header';
import type { AtsInput } from './input';
import { atsProblems } from './problems';
import { filasVentas, ventasBlock } from './ventas';
import { totalVentas, ventasEstablecimientoBlock, ventasPorEstablecimiento } from './ventas-establecimiento';
import { block } from './xml';

export type AtsResult = { problemas: AtsProblema[]; xml?: undefined } | { problemas: []; xml: string };

/** The ATS XML of `input` (ats.xsd's order), or the problems that keep it from being correct. */
export function buildAts(input: AtsInput): AtsResult {
  const problemas = atsProblems(input);
  if (problemas.length) return { problemas };
  const porEstablecimiento = ventasPorEstablecimiento(input);
  const body = block(
    'iva',
    headerFields(input, porEstablecimiento.size, totalVentas(porEstablecimiento)),
    comprasBlock(input.compras),
    ventasBlock(filasVentas(input)),
    ventasEstablecimientoBlock(porEstablecimiento),
    anuladosBlock(input.anulados),
  );
  return { problemas: [], xml: `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n` };
}
