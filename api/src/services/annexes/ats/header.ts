import { atsAmount, foldAtsText } from '@facturador/shared/domain/annexes';
import type { AtsInput } from './input';
import { el } from './xml';

/** The informante: the company's RUC and folded razón social, the period, numEstabRuc and totalVentas. */
export function headerFields(input: AtsInput, numEstabRuc: number, total: number): string[] {
  return [
    el('TipoIDInformante', 'R'),
    el('IdInformante', input.ruc),
    el('razonSocial', foldAtsText(input.razonSocial)),
    el('Anio', input.anio),
    el('Mes', String(input.mes).padStart(2, '0')),
    el('numEstabRuc', String(numEstabRuc).padStart(3, '0')),
    el('totalVentas', atsAmount(total)),
    el('codigoOperativo', 'IVA'),
  ];
}
