/**
 * Which sales go into the ATS's `ventas` block: an open question (SRI-NOTES §10.4 [verify]). The
 * catalogue adds «Solo Facturación Física F» to totalVentas and Odoo Enterprise reports only
 * tipoEmision F; OCA's `l10n_ec_ats` reports every sale and calls it unresolved (ROADMAP; ADR-0002
 * §1, §12). Kept as ONE dated, named rule: changing the decision is a new row here.
 */
export interface ReglaVentasAts {
  nombre: string;
  /** Electronic (tipoEmision E) sales go into ventas, ventasEstablecimiento and totalVentas. */
  incluyeElectronicas: boolean;
  /** `aaaa-mm-dd` of the periods it governs, inclusive; absent = open. */
  desde?: string;
  hasta?: string;
  /** When and why it was decided. */
  decidida: string;
  fuente: string;
  /** What the screen says was decided. */
  texto: string;
}

export const REGLAS_VENTAS_ATS: readonly ReglaVentasAts[] = [
  {
    nombre: 'ventas-electronicas-incluidas',
    incluyeElectronicas: true,
    decidida: '2026-12-02',
    fuente:
      'SRI-NOTES §10.4 (pregunta abierta); se sigue a OCA l10n_ec_ats (ROADMAP, ADR-0002 §1 y §12), que incluye todas las ventas',
    texto:
      'El ATS incluye en «ventas» todas las facturas, notas de débito y notas de crédito electrónicas AUTORIZADAS del mes en ambiente de producción, agrupadas por cliente y tipo de comprobante, y las suma en el total de ventas y en las ventas por establecimiento. El SRI no ha aclarado si las ventas electrónicas deben declararse en el anexo (Odoo Enterprise solo declara las físicas); si lo aclara en contra, esta regla cambia.',
  },
];

/** The rule for a period (`aaaa-mm-dd` of any day in it). */
export function reglaVentasAts(fechaIso: string): ReglaVentasAts {
  const rule = REGLAS_VENTAS_ATS.find(
    (row) => (!row.desde || fechaIso >= row.desde) && (!row.hasta || fechaIso <= row.hasta),
  );
  if (!rule) throw new Error(`Sin regla de ventas del ATS para ${fechaIso}`);
  return rule;
}
