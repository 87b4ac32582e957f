import { isoToFechaSri, sumMoney } from '@facturador/shared/domain';
import {
  ATS_ID_COMPRAS,
  ATS_TIPO_COMPROBANTE,
  atsAmount,
  foldAtsText,
  VAL_RET_CAMPOS,
  type ValRetCampo,
  valRetCampo,
} from '@facturador/shared/domain/annexes';
import { type AtsCompra, baseKind, splitNumero } from './input';
import { block, el, opt } from './xml';

/** Σ of a purchase's bases per ATS base field. */
export function basesOf(bases: AtsCompra['bases']) {
  const sum = (kind: ReturnType<typeof baseKind>) =>
    sumMoney(bases.filter((base) => baseKind(base.codigoPorcentaje) === kind).map((base) => base.baseImponible));
  return {
    baseNoGraIva: sum('baseNoGraIva'),
    baseImponible: sum('baseImponible'),
    baseImpGrav: sum('baseImpGrav'),
    baseImpExe: sum('baseImpExe'),
  };
}

/** The IVA withheld on a purchase, per valRet field (Tabla 11, by percentage). */
export function valRetOf(compra: AtsCompra): Record<ValRetCampo, number> {
  const lineas = compra.retenciones[0]?.lineas.filter((linea) => linea.impuesto === 'iva') ?? [];
  return Object.fromEntries(
    VAL_RET_CAMPOS.map((campo) => [
      campo,
      sumMoney(lineas.filter((linea) => valRetCampo(linea.porcentaje) === campo).map((linea) => linea.valor)),
    ]),
  ) as Record<ValRetCampo, number>;
}

function retencionFields(compra: AtsCompra): string[] {
  const retencion = compra.retenciones[0];
  if (!retencion) return [];
  const renta = retencion.lineas.filter((linea) => linea.impuesto === 'renta');
  const { estab, ptoEmi, secuencial } = splitNumero(retencion.numero);
  return [
    renta.length
      ? block(
          'air',
          renta.map((linea) =>
            block(
              'detalleAir',
              el('codRetAir', linea.codigo),
              el('baseImpAir', atsAmount(linea.baseImponible)),
              el('porcentajeAir', atsAmount(linea.porcentaje)),
              el('valRetAir', atsAmount(linea.valor)),
            ),
          ),
        )
      : '',
    el('estabRetencion1', estab),
    el('ptoEmiRetencion1', ptoEmi),
    el('secRetencion1', secuencial),
    el('autRetencion1', retencion.autorizacion),
    el('fechaEmiRet1', isoToFechaSri(retencion.fechaEmision)),
  ];
}

function docModificadoFields(compra: AtsCompra): string[] {
  const modificado = compra.docModificado;
  if (!modificado) return [];
  const { estab, ptoEmi, secuencial } = splitNumero(modificado.numero);
  return [
    el('docModificado', ATS_TIPO_COMPROBANTE[modificado.codDoc] ?? modificado.codDoc),
    el('estabModificado', estab),
    el('ptoEmiModificado', ptoEmi),
    el('secModificado', secuencial),
    el('autModificado', modificado.autorizacion),
  ];
}

/** One detalleCompras (ats.xsd detalleComprasType, in its order). */
export function detalleCompra(compra: AtsCompra): string {
  const { estab, ptoEmi, secuencial } = splitNumero(compra.numero);
  const bases = basesOf(compra.bases);
  const valRet = valRetOf(compra);
  const fecha = isoToFechaSri(compra.fechaEmision);
  return block(
    'detalleCompras',
    el('codSustento', compra.codSustento ?? ''),
    el('tpIdProv', ATS_ID_COMPRAS[compra.tipoIdentificacion] ?? ''),
    el('idProv', compra.identificacion),
    el('tipoComprobante', ATS_TIPO_COMPROBANTE[compra.codDoc] ?? compra.codDoc),
    el('denoProv', foldAtsText(compra.razonSocial)),
    el('parteRel', 'NO'),
    el('fechaRegistro', fecha),
    el('establecimiento', estab),
    el('puntoEmision', ptoEmi),
    el('secuencial', secuencial),
    el('fechaEmision', fecha),
    el('autorizacion', compra.autorizacion),
    el('baseNoGraIva', atsAmount(bases.baseNoGraIva)),
    el('baseImponible', atsAmount(bases.baseImponible)),
    el('baseImpGrav', atsAmount(bases.baseImpGrav)),
    el('baseImpExe', atsAmount(bases.baseImpExe)),
    el('montoIce', atsAmount(compra.ice)),
    el('montoIva', atsAmount(compra.iva)),
    opt('valRetBien10', valRet.valRetBien10 ? atsAmount(valRet.valRetBien10) : null),
    opt('valRetServ20', valRet.valRetServ20 ? atsAmount(valRet.valRetServ20) : null),
    el('valorRetBienes', atsAmount(valRet.valorRetBienes)),
    opt('valRetServ50', valRet.valRetServ50 ? atsAmount(valRet.valRetServ50) : null),
    el('valorRetServicios', atsAmount(valRet.valorRetServicios)),
    el('valRetServ100', atsAmount(valRet.valRetServ100)),
    // A local payment (pagoLocExt 01): the only kind the product registers.
    block(
      'pagoExterior',
      el('pagoLocExt', '01'),
      el('paisEfecPago', 'NA'),
      el('aplicConvDobTrib', 'NA'),
      el('pagExtSujRetNorLeg', 'NA'),
    ),
    compra.formasPago.length
      ? block(
          'formasDePago',
          compra.formasPago.map((code) => el('formaPago', code)),
        )
      : '',
    retencionFields(compra),
    docModificadoFields(compra),
  );
}

export const comprasBlock = (compras: AtsCompra[]) =>
  compras.length ? block('compras', compras.map(detalleCompra)) : '';
