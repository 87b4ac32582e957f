/** A tiny writer for the ATS: no namespaces, no attributes, order as written (the XSD's order is normative). */
export type Node = string | null | undefined | false | Node[];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const el = (name: string, value: string | number): string => `<${name}>${escapeXml(String(value))}</${name}>`;
export const block = (name: string, ...children: Node[]): string => `<${name}>${flat(children)}</${name}>`;
/** An element only when there is a value. */
export const opt = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : el(name, value);

export function flat(children: Node[]): string {
  return children
    .flat(Number.POSITIVE_INFINITY as 1)
    .filter((child): child is string => typeof child === 'string')
    .join('');
}
