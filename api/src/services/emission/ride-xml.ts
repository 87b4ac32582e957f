import { ComprobanteIlegibleError, element, elements, leaf, readXml, type XmlNode } from '../../sri';

/**
 * What the RIDE prints about the issuer and the taxes, read from the document's own signed XML (the
 * one SRI authorized), never from the company's current settings (issue #24): razón social, nombre
 * comercial, direcciones, contribuyente especial, obligado a llevar contabilidad, agente de retención,
 * RIMPE legend, and every totalImpuesto by its `codigo` (2 IVA, 3 ICE, 5 IRBPNR …). Generic so another
 * document type (retención, codDoc 07) reads its infoTributaria the same way.
 */
export interface RideXmlData {
  ruc: string;
  razonSocial: string;
  nombreComercial: string;
  dirMatriz: string;
  dirEstablecimiento: string | null;
  contribuyenteEspecial: string | null;
  obligadoContabilidad: 'SI' | 'NO' | null;
  agenteRetencion: string | null;
  contribuyenteRimpe: string | null;
  totalImpuestos: { codigo: number; codigoPorcentaje: number; tarifa: number; baseImponible: number; valor: number }[];
}

/** The child's text, null when it is missing or empty. */
const text = (node: XmlNode | undefined, name: string): string | null => leaf(node, name) || null;

function readComprobante(xml: string): XmlNode | null {
  try {
    return readXml(xml);
  } catch (error) {
    if (error instanceof ComprobanteIlegibleError) return null;
    throw error;
  }
}

/** Reads the signed comprobante (factura, notaCredito, …) or returns null if it is not one. */
export function rideXmlData(xml: string): RideXmlData | null {
  const comprobante = readComprobante(xml);
  const tributaria = element(comprobante ?? undefined, 'infoTributaria');
  if (!comprobante || !tributaria) return null;
  const info = comprobante.childNodes.find(
    (child) => child.nodeType === 1 && /^info(?!Tributaria|Adicional)/.test(child.localName ?? ''),
  );
  const totals = elements(element(info, 'totalConImpuestos'), 'totalImpuesto');
  const obligado = text(info, 'obligadoContabilidad');
  return {
    ruc: text(tributaria, 'ruc') ?? '',
    razonSocial: text(tributaria, 'razonSocial') ?? '',
    nombreComercial: text(tributaria, 'nombreComercial') ?? '',
    dirMatriz: text(tributaria, 'dirMatriz') ?? '',
    dirEstablecimiento: text(info, 'dirEstablecimiento'),
    contribuyenteEspecial: text(info, 'contribuyenteEspecial'),
    obligadoContabilidad: obligado === 'SI' || obligado === 'NO' ? obligado : null,
    agenteRetencion: text(tributaria, 'agenteRetencion'),
    contribuyenteRimpe: text(tributaria, 'contribuyenteRimpe'),
    totalImpuestos: totals.map((impuesto) => ({
      codigo: Number(text(impuesto, 'codigo')),
      codigoPorcentaje: Number(text(impuesto, 'codigoPorcentaje')),
      tarifa: Number(text(impuesto, 'tarifa') ?? 0),
      baseImponible: Number(text(impuesto, 'baseImponible')),
      valor: Number(text(impuesto, 'valor')),
    })),
  };
}
