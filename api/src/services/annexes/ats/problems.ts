import { isoToFechaSri } from '@facturador/shared/domain';
import {
  ATS_FORMA_PAGO_DESDE,
  ATS_ID_COMPRAS,
  ATS_ID_VENTAS,
  ATS_MENSAJES,
  ATS_TIPO_COMPROBANTE_NOMBRE,
  type AtsProblema,
  codigoSustentoVigente,
  foldAtsText,
  RAZON_SOCIAL_ATS_MINIMO,
  TIPO_ID_CONSUMIDOR_FINAL,
} from '@facturador/shared/domain/annexes';
import { codigoRetencionVigente } from '@facturador/shared/domain/withholdings';
import { type AtsCompra, type AtsInput, splitNumero } from './input';

/**
 * What keeps the data from making a correct ATS (issue #42 §2), as OCA refuses instead of guessing:
 * each problem names the document and what to fix. The XSD alone lets several of these through.
 */
const AUTORIZACION = /^\d{3,49}$/;
const NUMERO = /^\d{3}-\d{3}-\d{1,9}$/;

const nombreCompra = (compra: AtsCompra) =>
  `${ATS_TIPO_COMPROBANTE_NOMBRE[compra.codDoc] ?? 'Compra'} ${compra.numero} de ${compra.razonSocial}`;

function numeroProblem(numero: string): string | null {
  if (!NUMERO.test(numero)) return ATS_MENSAJES.estab000;
  const { estab, ptoEmi } = splitNumero(numero);
  return estab === '000' || ptoEmi === '000' ? ATS_MENSAJES.estab000 : null;
}

function compraProblems(compra: AtsCompra): string[] {
  const fecha = isoToFechaSri(compra.fechaEmision);
  const mensajes: string[] = [];
  if (!compra.codSustento) mensajes.push(ATS_MENSAJES.sinSustento);
  else if (!codigoSustentoVigente(compra.codSustento, compra.fechaEmision))
    mensajes.push(ATS_MENSAJES.sustentoNoVigente(compra.codSustento, fecha));
  if (compra.tipoIdentificacion === TIPO_ID_CONSUMIDOR_FINAL) mensajes.push(ATS_MENSAJES.consumidorFinal);
  else if (!ATS_ID_COMPRAS[compra.tipoIdentificacion])
    mensajes.push(ATS_MENSAJES.identificacion(compra.tipoIdentificacion));
  const folded = foldAtsText(compra.razonSocial);
  if (folded.length === 0) mensajes.push(ATS_MENSAJES.razonSocialCorta(folded));
  const numero = numeroProblem(compra.numero);
  if (numero) mensajes.push(numero);
  if (!AUTORIZACION.test(compra.autorizacion)) mensajes.push(ATS_MENSAJES.autorizacion);
  if (compra.importeTotal > ATS_FORMA_PAGO_DESDE && compra.formasPago.length === 0)
    mensajes.push(ATS_MENSAJES.formaPago);
  if (compra.retenciones.length > 1) mensajes.push(ATS_MENSAJES.variasRetenciones(compra.retenciones.length));
  for (const retencion of compra.retenciones.slice(0, 1))
    for (const linea of retencion.lineas)
      if (linea.impuesto === 'renta' && !codigoRetencionVigente('renta', linea.codigo, retencion.fechaEmision))
        mensajes.push(ATS_MENSAJES.codigoRetencionNoVigente(linea.codigo, isoToFechaSri(retencion.fechaEmision)));
  if (compra.docModificado && numeroProblem(compra.docModificado.numero)) mensajes.push(ATS_MENSAJES.estab000);
  if (compra.docModificado && !AUTORIZACION.test(compra.docModificado.autorizacion))
    mensajes.push(ATS_MENSAJES.modificadoSinAutorizacion(compra.docModificado.numero));
  return mensajes;
}

export function atsProblems(input: AtsInput): AtsProblema[] {
  const problemas: AtsProblema[] = [];
  const razon = foldAtsText(input.razonSocial);
  if (razon.length < RAZON_SOCIAL_ATS_MINIMO)
    problemas.push({ documento: `Empresa ${input.ruc}`, mensaje: ATS_MENSAJES.razonSocialCorta(razon) });
  for (const estab of input.establecimientos)
    if (estab === '000') problemas.push({ documento: 'Establecimiento 000', mensaje: ATS_MENSAJES.estab000 });
  for (const compra of input.compras)
    for (const mensaje of compraProblems(compra))
      problemas.push({
        documento: nombreCompra(compra),
        mensaje,
        ...(compra.compraId ? { compraId: compra.compraId } : {}),
      });
  for (const venta of input.ventas) {
    const documento = `${ATS_TIPO_COMPROBANTE_NOMBRE[venta.codDoc]} ${venta.claveAcceso}`;
    if (!ATS_ID_VENTAS[venta.tipoIdentificacion])
      problemas.push({
        documento,
        claveAcceso: venta.claveAcceso,
        mensaje: ATS_MENSAJES.identificacion(venta.tipoIdentificacion),
      });
    if (venta.estab === '000')
      problemas.push({ documento, claveAcceso: venta.claveAcceso, mensaje: ATS_MENSAJES.estab000 });
  }
  return problemas;
}
