/**
 * What the scanner (or the clerk) put in Código, in scanner mode: `CODE`, or `N*CODE` for N units
 * of CODE (issue 25). N is a positive number (a comma or point for products sold by measure).
 */
export function parseScan(typed: string): { codigo: string; cantidad: string | null } {
  const match = /^\s*(\d+(?:[.,]\d{1,3})?)\s*\*\s*(\S.*?)\s*$/.exec(typed);
  if (!match || Number(match[1]!.replace(',', '.')) <= 0) return { codigo: typed.trim(), cantidad: null };
  return { codigo: match[2]!, cantidad: match[1]!.replace(',', '.') };
}

/** A line's quantity plus more units, without floating-point tails (at most 3 decimals). */
export function addQuantity(current: string | number, more: string): string {
  return String(Math.round((Number(current) + Number(more)) * 1000) / 1000);
}
