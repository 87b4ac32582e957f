import { MONEY_DECIMALS, QUANTITY_DECIMALS_FRACCIONABLE } from '@facturador/shared/domain';

/** Decimals an amount field keeps while typing (spec 01 §5 "Inputs"): money 2, quantities whole or 3 by measure. */
export const decimalsFor = (step: number) =>
  step === 1 ? 0 : step === 0.001 ? QUANTITY_DECIMALS_FRACCIONABLE : MONEY_DECIMALS;
