/** At most 2 decimals while typing (spec 01 §5 "Inputs"). */
export const twoDecimals = (value: string) => value.replace(/^(-?\d*[.,]\d{2})\d+$/, '$1');
/** Quantities are whole numbers, except for products sold by measure: up to 3 decimals. */
export const wholeNumber = (value: string) => value.replace(/[.,].*$/, '');
export const threeDecimals = (value: string) => value.replace(/^(-?\d*[.,]\d{3})\d+$/, '$1');

/** The typing filter of an amount field with this step. */
export const sanitizerFor = (step: number) => (step === 1 ? wholeNumber : step === 0.001 ? threeDecimals : twoDecimals);
