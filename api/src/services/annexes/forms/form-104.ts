import { ivaOptionByCodigo, numeroDocumento, sumMoney } from '@facturador/shared/domain';
import { codigoSustentoPorCodigo, type Formulario104 } from '@facturador/shared/domain/annexes';
import { valRetOf } from '../ats/compras';
import type { AtsCompra, AtsInput, AtsVenta } from '../ats/input';
import { Acumulado, PorClave } from './figures';

const NOMBRE_VENTA: Record<AtsVenta['codDoc'], string> = {
  '01': 'Factura',
  '04': 'Nota de crédito',
  '05': 'Nota de débito',
};
const NOMBRE_COMPRA: Record<string, string> = {
  '01': 'Factura recibida',
  '03': 'Liquidación de compra',
  '04': 'Nota de crédito recibida',
  '05': 'Nota de débito recibida',
};

/** The IVA withheld per percentage, in the order of the form (Tabla 11). */
const PORCENTAJES_RETENCION_IVA = [10, 20, 30, 50, 70, 100] as const;
const CAMPO_POR_PORCENTAJE = {
  10: 'valRetBien10',
  20: 'valRetServ20',
  30: 'valorRetBienes',
  50: 'valRetServ50',
  70: 'valorRetServicios',
  100: 'valRetServ100',
} as const;

const tarifaDe = (codigoPorcentaje: number) => ivaOptionByCodigo(codigoPorcentaje)?.label ?? `IVA ${codigoPorcentaje}`;

/**
 * Whether a purchase gives crédito tributario: the accountant's call, else what its Tabla 5 code
 * declares (01, 03, 06… SRI-NOTES §10.5); a purchase without a code gives none.
 */
export const daCreditoTributario = (compra: Pick<AtsCompra, 'codSustento' | 'creditoTributario'>) =>
  compra.creditoTributario ??
  (compra.codSustento ? codigoSustentoPorCodigo(compra.codSustento)?.creditoTributario : false) ??
  false;

function ventas(input: AtsInput, detalle: boolean): Formulario104['ventas'] {
  const brutas = new PorClave<number>();
  const notasCredito = new PorClave<number>();
  const netas = new PorClave<number>();
  for (const venta of input.ventas) {
    const signo = venta.codDoc === '04' ? -1 : 1;
    for (const base of venta.bases) {
      const documento = {
        documento: `${NOMBRE_VENTA[venta.codDoc]} ${numeroDocumento(venta.claveAcceso)}`,
        identificacion: venta.identificacion,
        razonSocial: venta.razonSocial,
        base: base.baseImponible,
        valor: base.valor,
      };
      (signo < 0 ? notasCredito : brutas).of(base.codigoPorcentaje).add(documento);
      netas
        .of(base.codigoPorcentaje)
        .add({ ...documento, base: signo * documento.base, valor: signo * documento.valor });
    }
  }
  return netas.keys().map((codigoPorcentaje) => ({
    codigoPorcentaje,
    tarifa: tarifaDe(codigoPorcentaje),
    brutas: brutas.of(codigoPorcentaje).cifra(detalle),
    notasCredito: notasCredito.of(codigoPorcentaje).cifra(detalle),
    netas: netas.of(codigoPorcentaje).cifra(detalle),
  }));
}

function compras(input: AtsInput, detalle: boolean): Formulario104['compras'] {
  const conCredito = new PorClave<number>();
  const sinCredito = new PorClave<number>();
  const tarifas = new Set<number>();
  for (const compra of input.compras) {
    // A credit note received lowers the purchases it modifies.
    const signo = compra.codDoc === '04' ? -1 : 1;
    const lado = daCreditoTributario(compra) ? conCredito : sinCredito;
    for (const base of compra.bases) {
      tarifas.add(base.codigoPorcentaje);
      lado.of(base.codigoPorcentaje).add({
        documento: `${NOMBRE_COMPRA[compra.codDoc] ?? 'Compra'} ${compra.numero}`,
        identificacion: compra.identificacion,
        razonSocial: compra.razonSocial,
        base: signo * base.baseImponible,
        valor: signo * base.valor,
      });
    }
  }
  return [...tarifas]
    .sort((a, b) => a - b)
    .map((codigoPorcentaje) => ({
      codigoPorcentaje,
      tarifa: tarifaDe(codigoPorcentaje),
      conCredito: conCredito.of(codigoPorcentaje).cifra(detalle),
      sinCredito: sinCredito.of(codigoPorcentaje).cifra(detalle),
    }));
}

function retencionesRecibidas(input: AtsInput, detalle: boolean) {
  const total = new Acumulado();
  for (const retencion of input.retencionesRecibidas) {
    if (retencion.iva === 0) continue;
    total.add({
      documento: 'Retenciones recibidas',
      identificacion: retencion.identificacion,
      razonSocial: retencion.razonSocial,
      base: 0,
      valor: retencion.iva,
    });
  }
  return total.cifra(detalle);
}

/** The ATS's valRet* of each purchase, per percentage (the same retención the ATS reports). */
function retencionesEfectuadas(input: AtsInput, detalle: boolean): Formulario104['retencionesIvaEfectuadas'] {
  return PORCENTAJES_RETENCION_IVA.map((porcentaje) => {
    const cifra = new Acumulado();
    for (const compra of input.compras) {
      const valor = valRetOf(compra)[CAMPO_POR_PORCENTAJE[porcentaje]];
      if (!valor) continue;
      const lineas = compra.retenciones[0]?.lineas ?? [];
      cifra.add({
        documento: `Retención ${compra.retenciones[0]?.numero ?? ''} (compra ${compra.numero})`,
        identificacion: compra.identificacion,
        razonSocial: compra.razonSocial,
        base: sumMoney(
          lineas
            .filter((linea) => linea.impuesto === 'iva' && linea.porcentaje === porcentaje)
            .map((linea) => linea.baseImponible),
        ),
        valor,
      });
    }
    return { porcentaje, cifra: cifra.cifra(detalle) };
  });
}

/** Form 104 of the month, from the ATS's own month data. */
export function formulario104(input: AtsInput, detalle: boolean): Formulario104 {
  return {
    ventas: ventas(input, detalle),
    compras: compras(input, detalle),
    retencionesIvaRecibidas: retencionesRecibidas(input, detalle),
    retencionesIvaEfectuadas: retencionesEfectuadas(input, detalle),
  };
}
