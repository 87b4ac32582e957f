import type { XmlNode } from '../../src/sri/reader';

/** Read helpers over a validated comprobante. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.childNodes.find((entry) => entry.nodeType === 1 && entry.localName === name && !entry.namespaceURI);
}

export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  return node
    ? node.childNodes.filter((entry) => entry.nodeType === 1 && entry.localName === name && !entry.namespaceURI)
    : [];
}

export function text(node: XmlNode | undefined, ...path: string[]): string {
  let current = node;
  for (const name of path) current = child(current, name);
  if (!current) return '';
  return current.childNodes
    .map((entry) => (entry.nodeType === 3 ? entry.data : ''))
    .join('')
    .trim();
}

export function amount(node: XmlNode | undefined, ...path: string[]): number {
  const value = text(node, ...path);
  return value === '' ? 0 : Number(value);
}

export type TipoComprobante =
  | 'factura'
  | 'notaCredito'
  | 'notaDebito'
  | 'comprobanteRetencion'
  | 'guiaRemision'
  | 'liquidacionCompra';

/** Each type's info block (infoFactura...). */
export const INFO_DOCUMENTO: Record<TipoComprobante, string> = {
  factura: 'infoFactura',
  notaCredito: 'infoNotaCredito',
  notaDebito: 'infoNotaDebito',
  comprobanteRetencion: 'infoCompRetencion',
  guiaRemision: 'infoGuiaRemision',
  liquidacionCompra: 'infoLiquidacionCompra',
};

/** The element holding the document's date: a guía has no fechaEmision, its key carries fechaIniTransporte. */
const FECHA_DOCUMENTO: Partial<Record<TipoComprobante, string>> = { guiaRemision: 'fechaIniTransporte' };

/** The fields of a comprobante the simulator's rules look at. */
export interface ComprobanteFacts {
  tipo: TipoComprobante;
  codDoc: string;
  claveAcceso: string;
  ambiente: string;
  tipoEmision: string;
  ruc: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  fechaEmision: string;
  /** campoAdicional values with a given name. */
  campoAdicional(nombre: string): string[];
}

export function factsOf(root: XmlNode, tipo: TipoComprobante, codDoc: string): ComprobanteFacts {
  const info = child(root, 'infoTributaria');
  const infoDocumento = child(root, INFO_DOCUMENTO[tipo]);
  return {
    tipo,
    codDoc,
    claveAcceso: text(info, 'claveAcceso'),
    ambiente: text(info, 'ambiente'),
    tipoEmision: text(info, 'tipoEmision'),
    ruc: text(info, 'ruc'),
    estab: text(info, 'estab'),
    ptoEmi: text(info, 'ptoEmi'),
    secuencial: text(info, 'secuencial'),
    fechaEmision: text(infoDocumento, FECHA_DOCUMENTO[tipo] ?? 'fechaEmision'),
    campoAdicional: (nombre) =>
      children(child(root, 'infoAdicional'), 'campoAdicional')
        .filter((campo) => campo.getAttribute('nombre') === nombre)
        .map((campo) =>
          campo.childNodes
            .map((entry) => entry.data ?? '')
            .join('')
            .trim(),
        ),
  };
}
