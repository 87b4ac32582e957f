import { amount, ComprobanteIlegibleError, element, elements, leaf, readXml } from './xml-reader';

/** What a received comprobanteRetencion (1.0.0 or 2.0.0) says, read from its signed XML. */
export interface RetencionLeida {
  claveAcceso: string;
  codDoc: string;
  ambiente: string;
  estab: string;
  ptoEmi: string;
  secuencial: string;
  /** dd/mm/aaaa */
  fechaEmision: string;
  periodoFiscal: string;
  rucAgente: string;
  razonSocialAgente: string;
  identificacionSujetoRetenido: string;
  docsSustento: {
    codDocSustento: string;
    /** 15 digits. */
    numDocSustento: string;
    /** dd/mm/aaaa */
    fechaEmisionDocSustento: string;
    retenciones: {
      codigo: string;
      codigoRetencion: string;
      baseImponible: number;
      porcentaje: number;
      valor: number;
    }[];
  }[];
}

/** Reads a signed comprobanteRetencion; throws ComprobanteIlegibleError when it is not one. */
export function readComprobanteRetencion(xml: string): RetencionLeida {
  const root = readXml(xml);
  if (root.localName !== 'comprobanteRetencion') throw new ComprobanteIlegibleError('no es un comprobanteRetencion');
  const info = element(root, 'infoTributaria');
  const comp = element(root, 'infoCompRetencion');
  if (!info || !comp) throw new ComprobanteIlegibleError('faltan infoTributaria o infoCompRetencion');
  const docs = elements(element(root, 'docsSustento'), 'docSustento');
  if (docs.length === 0) throw new ComprobanteIlegibleError('sin docsSustento (versión 2.0.0)');
  return {
    claveAcceso: leaf(info, 'claveAcceso'),
    codDoc: leaf(info, 'codDoc'),
    ambiente: leaf(info, 'ambiente'),
    estab: leaf(info, 'estab'),
    ptoEmi: leaf(info, 'ptoEmi'),
    secuencial: leaf(info, 'secuencial'),
    fechaEmision: leaf(comp, 'fechaEmision'),
    periodoFiscal: leaf(comp, 'periodoFiscal'),
    rucAgente: leaf(info, 'ruc'),
    razonSocialAgente: leaf(info, 'razonSocial'),
    identificacionSujetoRetenido: leaf(comp, 'identificacionSujetoRetenido'),
    docsSustento: docs.map((doc) => ({
      codDocSustento: leaf(doc, 'codDocSustento'),
      numDocSustento: leaf(doc, 'numDocSustento'),
      fechaEmisionDocSustento: leaf(doc, 'fechaEmisionDocSustento'),
      retenciones: elements(element(doc, 'retenciones'), 'retencion').map((item) => ({
        codigo: leaf(item, 'codigo'),
        codigoRetencion: leaf(item, 'codigoRetencion'),
        baseImponible: amount(item, 'baseImponible'),
        porcentaje: amount(item, 'porcentajeRetener'),
        valor: amount(item, 'valorRetenido'),
      })),
    })),
  };
}
