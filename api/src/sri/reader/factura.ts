import { sumMoney } from '@facturador/shared/domain';
import { amount, ComprobanteIlegibleError, element, elements, leaf, readXml, textOf, type XmlNode } from './xml-reader';

/** What a supplier's signed factura (1.0.0, 1.1.0, 2.x) says, read from its XML (issue #22 §2). */
export interface FacturaLeida {
  claveAcceso: string;
  codDoc: string;
  ambiente: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
  ruc: string;
  razonSocial: string;
  dirMatriz: string;
  tipoIdentificacionComprador: string;
  identificacionComprador: string;
  totalSinImpuestos: number;
  importeTotal: number;
  /** totalImpuesto of codigo 2 (IVA) per codigoPorcentaje. */
  iva: { codigoPorcentaje: number; baseImponible: number; valor: number }[];
  /** Σ valor of the totalImpuesto of codigo 3 (ICE). */
  ice: number;
  /** The first campoAdicional that looks like an e-mail. */
  email: string;
}

/** The taxes of codigo 2 (IVA) per codigoPorcentaje, of a totalConImpuestos or impuestos list. */
export const ivaOf = (impuestos: XmlNode[]) =>
  impuestos
    .filter((impuesto) => leaf(impuesto, 'codigo') === '2')
    .map((impuesto) => ({
      codigoPorcentaje: Number(leaf(impuesto, 'codigoPorcentaje')),
      baseImponible: amount(impuesto, 'baseImponible'),
      valor: amount(impuesto, 'valor'),
    }));

/** Σ valor of the taxes of codigo 3 (ICE). */
export const iceOf = (impuestos: XmlNode[]): number =>
  sumMoney(
    impuestos.filter((impuesto) => leaf(impuesto, 'codigo') === '3').map((impuesto) => amount(impuesto, 'valor')),
  );

/** Reads a signed factura; throws ComprobanteIlegibleError when it is not one. */
export function readFactura(xml: string): FacturaLeida {
  const root = readXml(xml);
  if (root.localName !== 'factura') throw new ComprobanteIlegibleError('no es una factura');
  const info = element(root, 'infoTributaria');
  const factura = element(root, 'infoFactura');
  if (!info || !factura) throw new ComprobanteIlegibleError('faltan infoTributaria o infoFactura');
  const impuestos = elements(element(factura, 'totalConImpuestos'), 'totalImpuesto');
  const campos = elements(element(root, 'infoAdicional'), 'campoAdicional').map(textOf);
  return {
    claveAcceso: leaf(info, 'claveAcceso'),
    codDoc: leaf(info, 'codDoc'),
    ambiente: leaf(info, 'ambiente'),
    estab: leaf(info, 'estab'),
    ptoEmi: leaf(info, 'ptoEmi'),
    secuencial: leaf(info, 'secuencial'),
    fechaEmision: leaf(factura, 'fechaEmision'),
    ruc: leaf(info, 'ruc'),
    razonSocial: leaf(info, 'razonSocial'),
    dirMatriz: leaf(info, 'dirMatriz'),
    tipoIdentificacionComprador: leaf(factura, 'tipoIdentificacionComprador'),
    identificacionComprador: leaf(factura, 'identificacionComprador'),
    totalSinImpuestos: amount(factura, 'totalSinImpuestos'),
    importeTotal: amount(factura, 'importeTotal'),
    iva: ivaOf(impuestos),
    ice: iceOf(impuestos),
    email: campos.find((valor) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(valor)) ?? '',
  };
}
