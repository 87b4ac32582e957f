import { type FacturaLeida, iceOf, ivaOf, readFactura } from './factura';
import { amount, ComprobanteIlegibleError, element, elements, leaf, readXml } from './xml-reader';

/**
 * What a document a supplier issued to the company says (issue #42 §1): a factura (01), a notaCredito (04,
 * 1.0.0/1.1.0) or a notaDebito (05, 1.0.0), read from its signed XML into the figures a purchase keeps.
 * `importeTotal` is the factura's importeTotal, the nota de crédito's valorModificacion, the nota de
 * débito's valorTotal.
 */
export interface CompraLeida extends Omit<FacturaLeida, 'email' | 'tipoIdentificacionComprador'> {
  /** The modified document of a nota de crédito or de débito: codDoc, `001-001-000000123`, `dd/mm/aaaa`. */
  docModificado: { codDoc: string; numero: string; fechaEmision: string } | null;
}

/** A notaCredito or notaDebito: its info block holds the buyer, the modified document and the totals. */
function readNota(root: ReturnType<typeof readXml>, kind: 'notaCredito' | 'notaDebito'): CompraLeida {
  const info = element(root, 'infoTributaria');
  const nota = element(root, kind === 'notaCredito' ? 'infoNotaCredito' : 'infoNotaDebito');
  if (!info || !nota) throw new ComprobanteIlegibleError(`faltan infoTributaria o la información de la ${kind}`);
  const impuestos =
    kind === 'notaCredito'
      ? elements(element(nota, 'totalConImpuestos'), 'totalImpuesto')
      : elements(element(nota, 'impuestos'), 'impuesto');
  const codDoc = leaf(nota, 'codDocModificado');
  const numero = leaf(nota, 'numDocModificado');
  const fecha = leaf(nota, 'fechaEmisionDocSustento');
  return {
    claveAcceso: leaf(info, 'claveAcceso'),
    codDoc: leaf(info, 'codDoc'),
    ambiente: leaf(info, 'ambiente'),
    estab: leaf(info, 'estab'),
    ptoEmi: leaf(info, 'ptoEmi'),
    secuencial: leaf(info, 'secuencial'),
    fechaEmision: leaf(nota, 'fechaEmision'),
    ruc: leaf(info, 'ruc'),
    razonSocial: leaf(info, 'razonSocial'),
    dirMatriz: leaf(info, 'dirMatriz'),
    identificacionComprador: leaf(nota, 'identificacionComprador'),
    totalSinImpuestos: amount(nota, 'totalSinImpuestos'),
    importeTotal: amount(nota, kind === 'notaCredito' ? 'valorModificacion' : 'valorTotal'),
    iva: ivaOf(impuestos),
    ice: iceOf(impuestos),
    docModificado: codDoc || numero || fecha ? { codDoc, numero, fechaEmision: fecha } : null,
  };
}

const COD_DOC_DE_RAIZ: Record<string, string> = { factura: '01', notaCredito: '04', notaDebito: '05' };

/**
 * Reads a received factura, notaCredito or notaDebito; a ComprobanteIlegibleError for anything else, or
 * when its codDoc is not its root's.
 */
export function readCompraRecibida(xml: string): CompraLeida {
  const root = readXml(xml);
  let leida: CompraLeida;
  if (root.localName === 'factura') {
    const { email: _email, tipoIdentificacionComprador: _tipo, ...factura } = readFactura(xml);
    leida = { ...factura, docModificado: null };
  } else if (root.localName === 'notaCredito' || root.localName === 'notaDebito') {
    leida = readNota(root, root.localName);
  } else throw new ComprobanteIlegibleError('no es una factura, notaCredito ni notaDebito');
  if (leida.codDoc !== COD_DOC_DE_RAIZ[root.localName]) {
    throw new ComprobanteIlegibleError(`codDoc ${leida.codDoc} en una ${root.localName}`);
  }
  return leida;
}
