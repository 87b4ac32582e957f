import { formatMoneyPlain, roundMoney } from '../invoicing/money';

/**
 * Text of the ATS (razonSocial, denoProv, denoCli): the XSD allows only ASCII letters, digits and
 * whitespace (`[a-zA-Z0-9][a-zA-Z0-9\s]+…`): accents are folded (NFKD, á → a, ñ → n), everything else
 * (dots, commas, &) is dropped, spaces collapsed, at most 500 characters (OCA `builder.py` `_render_text`).
 */
export function foldAtsText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500)
    .trim();
}

/** razonSocial needs at least 5 characters once folded. */
export const RAZON_SOCIAL_ATS_MINIMO = 5;

/** An ATS amount: always two decimals (OCA rejects one), `-` only where the XSD allows it. */
export const atsAmount = (value: number): string => formatMoneyPlain(roundMoney(value) === 0 ? 0 : value);
