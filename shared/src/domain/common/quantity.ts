import { roundToHundredths } from '../invoicing/money';

/** Inventory quantities keep 2 decimals (stock and movement columns are numeric(14, 2)). */
export const INVENTORY_QUANTITY_DECIMALS = 2;

export function roundQuantity(value: number): number {
  return roundToHundredths(value);
}
