import { escapeText } from '../xml/text';
import type { Autorizacion } from './messages';

/**
 * The file SRI expects the buyer to receive: the autorizacion with estado, numeroAutorizacion,
 * fechaAutorizacion, ambiente and the signed comprobante in CDATA (SRI-NOTES §4).
 */
export function buildAuthorizedXml(autorizacion: Autorizacion & { comprobante: string }): string {
  // "]]>" cannot live inside one CDATA section: split it across two.
  const cdata = `<![CDATA[${autorizacion.comprobante.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
  const leaf = (name: string, value: string | undefined) => (value ? `<${name}>${escapeText(value)}</${name}>` : '');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<autorizacion>' +
    leaf('estado', autorizacion.estado) +
    leaf('numeroAutorizacion', autorizacion.numeroAutorizacion) +
    leaf('fechaAutorizacion', autorizacion.fechaAutorizacion) +
    leaf('ambiente', autorizacion.ambiente) +
    `<comprobante>${cdata}</comprobante>` +
    '<mensajes/>' +
    '</autorizacion>'
  );
}
